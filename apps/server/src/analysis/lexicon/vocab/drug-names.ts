/**
 * Common medicinal products by name, folded (lowercase, no accents): international non-proprietary names in their
 * English and Spanish spellings and widely sold brands in both markets. Names that also follow a class suffix
 * (-pril, -statin…) are caught by DRUG_SUFFIXES in drugs.ts and need not be listed.
 */
export const DRUG_NAMES: readonly string[] = words(`
  paracetamol acetaminophen ibuprofen ibuprofeno naproxen naproxeno aspirin aspirina diclofenac diclofenaco
  ketorolac ketorolaco dexketoprofeno metamizol dipyrone metamizole codeine codeina tramadol morphine morfina
  oxycodone oxicodona hydrocodone fentanyl fentanilo buprenorphine buprenorfina methadone metadona tapentadol
  gabapentin gabapentina pregabalin pregabalina carbamazepine carbamazepina lamotrigine lamotrigina levetiracetam
  topiramate topiramato valproate valproato phenytoin fenitoina lithium litio sertraline sertralina citalopram
  escitalopram paroxetine paroxetina venlafaxine venlafaxina desvenlafaxine duloxetine duloxetina bupropion
  mirtazapine mirtazapina trazodone trazodona amitriptyline amitriptilina nortriptyline clomipramine vortioxetine
  vortioxetina agomelatine agomelatina quetiapine quetiapina olanzapine olanzapina risperidone risperidona
  aripiprazole aripiprazol haloperidol clozapine clozapina paliperidone lurasidone ziprasidone diazepam lorazepam
  alprazolam clonazepam lormetazepam bromazepam zolpidem zopiclone melatonin melatonina methylphenidate
  metilfenidato lisdexamfetamine amphetamine atomoxetine modafinil levothyroxine levotiroxina thyroxine
  liothyronine metformin metformina insulin insulina glibenclamide glibenclamida gliclazide glimepiride
  sitagliptin semaglutide semaglutida liraglutide liraglutida dulaglutide tirzepatide tirzepatida empagliflozin
  empagliflozina dapagliflozin dapagliflozina canagliflozin pioglitazone amlodipine amlodipino nifedipine
  warfarin warfarina acenocoumarol acenocumarol apixaban rivaroxaban dabigatran edoxaban heparin heparina
  enoxaparin enoxaparina clopidogrel ticagrelor digoxin digoxina amiodarone amiodarona furosemide furosemida
  hydrochlorothiazide hidroclorotiazida spironolactone espironolactona omeprazole omeprazol esomeprazole
  pantoprazole pantoprazol lansoprazole ranitidine famotidine domperidone domperidona metoclopramide
  metoclopramida ondansetron loperamide loperamida mesalazine mesalazina prednisone prednisona prednisolone
  methylprednisolone dexamethasone dexametasona hydrocortisone hidrocortisona budesonide budesonida
  fluticasone fluticasona beclometasone mometasone salbutamol albuterol salmeterol formoterol tiotropium
  montelukast cetirizine cetirizina loratadine loratadina desloratadine desloratadina fexofenadine bilastine
  bilastina ebastine diphenhydramine dexchlorpheniramine dexclorfeniramina hydroxyzine hidroxicina
  dextromethorphan dextrometorfano pseudoephedrine pseudoefedrina phenylephrine fenilefrina guaifenesin
  amoxicillin amoxicilina clavulanate clavulanico azithromycin azitromicina clarithromycin claritromicina
  doxycycline doxiciclina ciprofloxacin ciprofloxacino levofloxacin levofloxacino moxifloxacin nitrofurantoin
  nitrofurantoina fosfomycin fosfomicina trimethoprim sulfamethoxazole cotrimoxazole cefalexin cephalexin
  cefuroxime cefuroxima ceftriaxone ceftriaxona cefepime cefepima vancomycin vancomicina metronidazole
  metronidazol clindamycin clindamicina linezolid gentamicin gentamicina isoniazid rifampicin rifampicina
  fluconazole fluconazol clotrimazole clotrimazol itraconazole terbinafine terbinafina nystatin nistatina
  acyclovir aciclovir valacyclovir valaciclovir oseltamivir efavirenz tenofovir isotretinoin isotretinoina
  tretinoin adapalene adapaleno minoxidil finasteride finasterida spironolactone methotrexate metotrexato
  hydroxychloroquine hidroxicloroquina azathioprine azatioprina ciclosporin cyclosporine tacrolimus
  mycophenolate leflunomide sulfasalazine allopurinol alopurinol colchicine colchicina febuxostat
  alendronate alendronato denosumab levonorgestrel ethinylestradiol etinilestradiol drospirenone drospirenona
  desogestrel norethisterone estradiol progesterone progesterona testosterone testosterona tamoxifen tamoxifeno
  letrozole anastrozole cisplatin carboplatin paclitaxel docetaxel doxorubicin cyclophosphamide fluorouracil
  capecitabine sildenafil sildenafilo tadalafil tadalafilo tamsulosin tamsulosina oxybutynin mirabegron
  latanoprost timolol lidocaine lidocaina benzocaine ivermectin ivermectina albendazole mebendazol
  permethrin permetrina nicotine nicotina varenicline vareniclina naltrexone naloxone ketamine propofol
  epinephrine epinefrina adrenaline adrenalina glucagon orlistat phentermine cholecalciferol colecalciferol
  cyanocobalamin omega-3 coq10
  tylenol advil motrin nurofen aleve excedrin gelocatil dalsy apiretal espidifen nolotil enantyum
  termalgin efferalgan dafalgan frenadol couldina bisolvon mucosan flumil ventolin 
  seretide symbicort spiriva singulair flonase flixonase nasonex avamys zyrtec claritin clarityne allegra
  benadryl sudafed nyquil dayquil mucinex robitussin theraflu lemsip strepsils gaviscon almax omeprazol
  nexium prilosec zantac pepcid losec primperan fortasec imodium buscapina buscopan dulcolax movicol
  augmentin amoxil zithromax cipro levaquin bactrim keflex monurol diflucan canesten valtrex zovirax tamiflu
  paxlovid lexapro cipralex zoloft besitran prozac paxil seroxat cymbalta effexor vandral wellbutrin
  elontril celexa pristiq remeron trazodone desyrel xanax trankimazin valium ativan orfidal klonopin
  rivotril lexatin ambien stilnox lyrica neurontin seroquel abilify risperdal zyprexa lamictal depakote
  depakine keppra topamax tegretol adderall ritalin concerta vyvanse elvanse strattera synthroid eutirox
  levothroid euthyrox lipitor crestor zocor plavix eliquis xarelto pradaxa coumadin sintrom glucophage
  januvia janumet jardiance forxiga farxiga ozempic wegovy rybelsus mounjaro zepbound trulicity victoza
  saxenda lantus toujeo levemir tresiba humalog novorapid novolog fiasp apidra kwikpen flexpen solostar
  epipen jext anapen humira enbrel remicade stelara dupixent keytruda otezla xeljanz cosentyx
  roaccutane roacutan accutane differin epiduo yasmin yaz diane norlevo ellaone nuvaring mirena
  depo-provera implanon nexplanon viagra cialis propecia flomax voltaren adiro
  tromalyt medrol dacortin urbason aerius ebastel bilaxten polaramine atarax hidroxil nolotil zaldiar
  xanax gardasil cervarix shingrix zostavax comirnaty spikevax vaxzevria jcovden prevnar pneumovax
  boostrix priorix fluzone flublok gripavac chantix champix nicorette narcan suboxone
  vincristine vinblastine vinorelbine cytarabine hydroxyurea cladribine fludarabine bleomycin mitomycin
  etoposide irinotecan oxaliplatin gemcitabine pemetrexed temozolomide thalidomide lenalidomide bortezomib
  imatinib interferon peginterferon ribavirin aldesleukin filgrastim sargramostim erythropoietin
  epoetin darbepoetin zidovudine lamivudine abacavir nevirapine stavudine didanosine indinavir ritonavir
  quinine chloroquine mefloquine primaquine artemether lumefantrine dapsone clofazimine rifabutin
  ethambutol pyrazinamide streptomycin amikacin tobramycin colistin polymyxin aztreonam imipenem meropenem
  ertapenem piperacillin tazobactam ampicillin penicillin oxacillin nafcillin cefazolin ceftazidime
  cefotaxime teicoplanin daptomycin tigecycline minocycline tetracycline erythromycin sulfadiazine
  pentamidine amphotericin ganciclovir foscarnet cidofovir mesalamine sulfasalazine balsalazide infliximab
  adalimumab etanercept rituximab trastuzumab bevacizumab cetuximab efalizumab natalizumab tocilizumab
  abatacept anakinra ustekinumab secukinumab omalizumab mycophenolate mmf sirolimus everolimus
  procainamide quinidine flecainide propafenone sotalol dronedarone adenosine dobutamine dopamine
  norepinephrine noradrenaline vasopressin phenylephrine ephedrine isoproterenol milrinone nitroglycerin
  nitroprusside hydralazine minoxidil clonidine methyldopa verapamil diltiazem nicardipine labetalol
  captopril enalapril lisinopril ramipril losartan valsartan candesartan telmisartan irbesartan
  atorvastatin simvastatin rosuvastatin pravastatin lovastatin gemfibrozil fenofibrate ezetimibe niacin
  haloperidol chlorpromazine fluphenazine perphenazine thioridazine trifluoperazine pimozide droperidol
  prochlorperazine promethazine fluvoxamine fluoxetine imipramine desipramine doxepin maprotiline
  phenelzine tranylcypromine moclobemide selegiline levodopa carbidopa bromocriptine cabergoline
  pramipexole ropinirole amantadine donepezil rivastigmine galantamine memantine tacrine baclofen
  tizanidine dantrolene cyclobenzaprine carisoprodol methocarbamol phenobarbital primidone ethosuximide
  felbamate vigabatrin tiagabine zonisamide oxcarbazepine lacosamide clobazam midazolam triazolam
  temazepam flunitrazepam chlordiazepoxide buspirone hydroxyzine meprobamate disulfiram acamprosate
  naltrexone methotrexate leucovorin azathioprine mercaptopurine allopurinol probenecid penicillamine
  auranofin hydroxychloroquine indomethacin ketoprofen piroxicam meloxicam celecoxib rofecoxib
  sulindac nabumetone diflunisal fenoprofen flurbiprofen mefenamic dipyrone propoxyphene pethidine
  meperidine hydromorphone oxymorphone nalbuphine butorphanol pentazocine flupirtine nefopam
  sumatriptan zolmitriptan ergotamine dihydroergotamine methysergide metoclopramide cisapride
  misoprostol sucralfate lactulose cholestyramine colestipol orlistat sibutramine rimonabant
  tamoxifen raloxifene anastrozole exemestane leuprolide goserelin flutamide bicalutamide cyproterone
  danazol medroxyprogesterone megestrol clomiphene oxytocin ritodrine terbutaline magnesium 
  theophylline aminophylline ipratropium cromolyn zafirlukast omalizumab desmopressin vasopressin
  octreotide somatostatin levothyroxine propylthiouracil methimazole carbimazole amiodarone
  fludrocortisone triamcinolone betamethasone clobetasol tacrolimus pimecrolimus isoniazid 
  acitretin etretinate bexarotene tretinoin calcitriol alendronate risedronate zoledronic pamidronate
  ibandronate teriparatide warfarin phenprocoumon heparin dalteparin fondaparinux argatroban
  bivalirudin alteplase streptokinase urokinase tranexamic aprotinin ketamine etomidate
  thiopental succinylcholine vecuronium rocuronium pancuronium atracurium neostigmine sugammadex
  bupivacaine ropivacaine mepivacaine prilocaine sevoflurane isoflurane halothane desflurane 
  iodixanol iohexol glucagon 
  suramin formalin brimonidine dorzolamide pilocarpine atropine cyclopentolate tropicamide
  mitoxantrone doxorubicin daunorubicin epirubicin idarubicin ifosfamide busulfan melphalan chlorambucil
  carmustine lomustine procarbazine dacarbazine asparaginase capecitabine tegafur docetaxel paclitaxel
  nivolumab pembrolizumab ipilimumab atezolizumab durvalumab sorafenib sunitinib erlotinib gefitinib
  lapatinib dasatinib nilotinib ibrutinib ruxolitinib tofacitinib baricitinib apremilast 
  fingolimod teriflunomide glatiramer alemtuzumab ocrelizumab botox dysport xeomin
`);

function words(block: string): string[] {
  return [...new Set(block.split(/\s+/).filter((word) => word.length > 0))];
}
