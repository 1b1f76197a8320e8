import type { PhraseEntry } from '../phrase-set.ts';
import { labelled } from './lines.ts';

/**
 * Adverse-event wording in English (lay and clinical), folded, each with a MedDRA-style preferred term to report as
 * the reaction. Lay phrasings come first by body system; clinical terms follow.
 */
export const REACTIONS_EN: readonly PhraseEntry[] = labelled(String.raw`
  # General
  side[- ]?eff?ects?|side[- ]affects?|adverse (?:drug )?(?:reactions?|effects?|events?) => Adverse drug reaction
  (?:bad|allergic|severe|serious|strange|weird) reactions?|reacted badly => Hypersensitivity
  allerg(?:y|ic) to (?:it|this|the|them) => Hypersensitivity
  anaphyla(?:xis|ctic(?: shock| reaction)?) => Anaphylactic reaction
  fevers?|febrile|pyrexia|(?:a |high )?temperature of \d+ => Pyrexia
  chills|shivering|rigors => Chills
  (?:very |so |extremely |really )?(?:tired(?:ness)?|exhausted|exhaustion|fatigued?|lethargic|lethargy|no energy|wiped out|drained) => Fatigue
  (?:felt |feel |feeling )?(?:weak|weakness) => Asthenia
  (?:felt|feel|feels|feeling|made me feel|makes me feel) (?:so |very |really |super |kind of |kinda )?(?:weird|strange|off|awful|terrible|horrible|sick|unwell|ill|like crap|like garbage|wrong|drunk|high) => Feeling abnormal
  like a zombie|drugged|spacey|spaced out|out of it|hungover => Feeling abnormal
  (?:brain|mental) fog|in a fog|fogg(?:y|iness) => Cognitive disorder
  died|death|passed away|fatal(?: outcome)? => Death
  weight gain|gained (?:\d+ )?(?:weight|pounds|lbs|kilos|kg)|put on (?:\d+ )?(?:weight|pounds|lbs|kilos)|weight increased? => Weight increased
  weight loss|lost (?:\d+ )?(?:pounds|lbs|kilos|kg) => Weight decreased
  (?:increased|huge|big|insane) appetite|(?:always|constantly) hungry|cravings => Increased appetite
  (?:no|lost my|loss of|decreased|reduced) appetite|(?:don't|didn't|couldn't|can't) (?:want to )?eat => Decreased appetite
  swe(?:at|ating|ats|ated)(?: profusely| a lot)?|night sweats|hyperhidrosis|excessive sweating => Hyperhidrosis
  hot flush(?:es)?|hot flash(?:es)?|flushing|flushed => Flushing
  # Nervous system and psychiatric
  headaches?|head ?aches?|migraines?|my head (?:hurts|was pounding|is pounding|pounding)|pounding head => Headache
  dizz(?:y|iness)|light[- ]?headed(?:ness)?|vertigo|room (?:was )?spinning|woozy => Dizziness
  drows(?:y|iness)|sleepy|sleepiness|somnolence|sedat(?:ed|ion)|groggy(?:ness)?|knocked me out|zombie|slept (?:like )?\d+ h(?:ou)?rs => Somnolence
  insomnia|sleepless(?:ness)?|(?:can't|cannot|couldn't|could not|unable to|not able to|trouble|difficulty) (?:get to |fall |stay )?(?:sleep|sleeping|asleep)|wide awake|(?:don't|didn't) sleep(?: at all)? => Insomnia
  (?:weird|strange|vivid|crazy|bizarre|bad|disturbing) dreams|nightmares? => Abnormal dreams
  tremors?|trembl(?:ing|e|es|ed|y)|shaky|shakiness|the shakes|(?:hands?|legs?|arms?|body|fingers|whole body|head) (?:shake|shakes|shook|shaking|trembl\w*)|jitter(?:y|s|iness) => Tremor
  seizures?|convulsions? => Seizure
  brain zaps?|zaps => Paraesthesia
  numb(?:ness)?|tingl(?:ing|y)|pins and needles|paresth?esias?|paraesthesias? => Paraesthesia
  (?:memory (?:loss|problems|issues)|forgetful(?:ness)?|difficulty remembering|can't remember) => Memory impairment
  (?:can't|couldn't|inability to|unable to|difficulty|trouble) (?:to )?(?:concentrate|focus|think)|poor concentration => Disturbance in attention
  confus(?:ed|ion)|disorient(?:ed|ated|ation) => Confusional state
  hallucinat(?:ions?|ing|ed)|seeing things|hearing voices => Hallucination
  (?:passed|blacked) out|faint(?:ed|ing)?|syncope|lost consciousness|loss of consciousness|unconscious => Syncope
  anxi(?:ety|ous)(?! about)|panic(?:ky| attacks?)?|nervous(?:ness)?(?! system| about)|on edge|restless(?:ness)? => Anxiety
  agitat(?:ed|ion)|irritab(?:le|ility)|angry|anger|rage|aggression|(?:became|become|becoming|felt|feel|feeling|was|got|getting|more) aggressive|snappy|short[- ]tempered => Irritability
  depress(?:ed|ion)|low mood|(?:mood|spirits) (?:dropped|crashed|plummeted)|sad(?:ness)?|hopeless(?:ness)?|crying(?: jags| spells)?|tearful => Depressed mood
  suicid(?:al|e|es)(?: thoughts| ideation)?|(?:thoughts|thinking) (?:of|about) (?:killing myself|suicide|dying)|self[- ]harm => Suicidal ideation
  mood swings|emotional(?:ly)? (?:unstable|rollercoaster|roller coaster) => Mood swings
  (?:emotionally )?(?:numb|flat|blunted)|no emotions?|(?:don't|couldn't|can't) feel anything|apath(?:y|etic)|zombie[- ]like => Emotional poverty
  manic|mania|hypomani(?:a|c) => Mania
  akathisia|restless legs => Akathisia
  yawn(?:ing|s)? => Yawning
  (?:slurred|slurring) speech|trouble speaking => Dysarthria
  stroke|mini[- ]stroke => Cerebrovascular accident
  # Eye and ear
  blurr(?:ed|y) vision|vision (?:went )?blurr(?:ed|y)|(?:trouble|problems) (?:seeing|with my (?:eyes|vision)) => Vision blurred
  (?:lost|loss of|losing) (?:my )?(?:sight|vision)|went blind => Visual impairment
  (?:eyes? (?:were |was )?(?:burning|burned|stung|stinging|red|itchy|watering|swollen))|(?:burning|stinging|red|itchy|swollen) eyes? => Eye irritation
  ringing in (?:my|the|his|her) ears|tinnitus|ears (?:are |were )?ringing => Tinnitus
  # Cardiovascular and respiratory
  palpitations?|(?:heart|pulse) (?:racing|pounding|was racing|was pounding|raced|skipping)|racing heart|pounding heart|heart (?:beat|rate) (?:went up|increased)|fast heart ?(?:beat|rate) => Palpitations
  tachycardi(?:a|c) => Tachycardia
  bradycardi(?:a|c)|slow heart ?(?:beat|rate) => Bradycardia
  chest (?:pain|tightness|pains)|tight(?:ness in (?:my|the) )?chest => Chest pain
  (?:high|raised|increased|elevated) blood pressure|blood pressure (?:went up|shot up|spiked|rose|increased|was high)|bp (?:went up|spiked|rose)|hypertension => Blood pressure increased
  (?:low|dropped) blood pressure|blood pressure (?:dropped|fell|went down)|hypotension => Hypotension
  (?:short(?:ness)? of|out of|catch my|gasping for) breath|breathless(?:ness)?|(?:trouble|difficulty|hard to|couldn't|could not|can't) breath(?:e|ing)|dyspn(?:o)?ea|wheez(?:e|y|ing)|bronchospasm => Dyspnoea
  (?:dry |hacking |persistent |nagging )?cough(?:ing)? => Cough
  breathing (?:very |so |really )?(?:slow(?:ly)?|shallow)|respiratory depression|(?:stopped|stop) breathing => Respiratory depression
  (?:blood )?clots?|thrombos[ie]s|dvt|deep vein thrombosis|pulmonary embol(?:ism|us) => Thrombosis
  heart attack|myocardial infarction => Myocardial infarction
  # Gastrointestinal
  nause(?:a|ous|ated|ating)|queas(?:y|iness)|sick to my stomach|felt sick => Nausea
  vomit(?:ing|ed|s)?|throw(?:ing)? up|threw up|puk(?:ing|ed)|emesis => Vomiting
  diarrh(?:o)?ea|the runs|loose stools?|runny stools? => Diarrhoea
  constipat(?:ed|ion) => Constipation
  stomach (?:pain|ache|cramps?|upset|problems|issues)|stomachache|tummy (?:ache|pain)|belly (?:ache|pain)|abdominal (?:pain|cramps?)|cramping|(?:upset|sore) stomach|gastric upset => Abdominal pain
  (?:pain|ache) (?:under|below) (?:my |the )?ribs => Abdominal pain upper
  heartburn|acid reflux|indigestion|dyspepsia|reflux => Dyspepsia
  bloat(?:ed|ing)|gassy|flatulence => Abdominal distension
  dry mouth|cotton ?mouth|mouth (?:is |was )?(?:so |very )?dry|xerostomia => Dry mouth
  (?:metallic|bitter|bad|weird) taste in (?:my|the) mouth|(?:lost|loss of) (?:my )?(?:sense of )?taste|dysgeusia => Dysgeusia
  (?:bleeding|bled) gums|gums (?:bled|bleed|bleeding|were bleeding) => Gingival bleeding
  mouth (?:ulcers?|sores?)|canker sores? => Stomatitis
  (?:dry|cracked|chapped|peeling|bleeding) lips|lips (?:were |are )?(?:so )?(?:dry|cracked|chapped|peeling|bleeding)|cheilitis => Cheilitis
  # Skin
  rash(?:es)?|hives|welts|urticaria|red (?:spots|bumps|blotches)|blotch(?:es|y)|breakouts?|broke out => Rash
  itch(?:y|ing|iness|ed)?|pruritus => Pruritus
  (?:hair (?:loss|thinning|fell out|(?:is |was |has been |keeps |started |kept )?(?:falling|coming) out(?: in clumps)?)|losing (?:my )?hair|lost (?:my|a lot of|so much) hair|bald(?:ing| spots?)|alopecia) => Alopecia
  acne|pimples|zits => Acne
  dry skin|skin (?:is |was )?(?:so |very )?(?:dry|peeling|flaking)|peeling skin => Dry skin
  bruis(?:es|ing|ed)|bruise => Contusion
  sunburn(?:ed)?|burn(?:ed|t) (?:so )?easily in the sun|sun sensitivity|photosensitiv(?:ity|e) => Photosensitivity reaction
  (?:it |skin )?burn(?:ed|ing|s)?|sting(?:ing|s)?|stung|irritat(?:ed|ion) => Burning sensation
  redness|swollen and red|red and (?:swollen|itchy|raised) => Erythema
  blistering|blistered|blisters (?:on|all over|in)|(?:skin|mouth|lip|lips) blisters => Blister
  # Swelling and allergy
  (?:lips?|tongue|face|throat|eyes?|eyelids?) (?:swelled|swollen|swelling|swell(?:ed)? up|puffed up|was swollen|were swollen|got swollen)|swollen (?:lips?|tongue|face|throat|eyes?)|(?:swelling|puffiness) of (?:the |my |his |her |their )?(?:lips?|tongue|face|throat|eyelids?)|facial swelling|angioedema|throat (?:closing|closed) up => Angioedema
  (?:ankles?|legs?|feet|foot|hands?|fingers?) (?:swelled|swollen|swelling|swell(?:ed)? up|puffed up|were swollen|was swollen)|swollen (?:ankles?|legs?|feet|hands?|fingers?)|(?:ankle|leg|foot|peripheral) (?:swelling|o?edema)|o?edema|fluid retention|water retention => Oedema peripheral
  swell(?:ing|ed|s)?|swollen|puff(?:y|iness) => Swelling
  # Musculoskeletal
  muscle (?:pain|aches?|cramps?|spasms?|weakness)|aching muscles|myalgia|(?:my )?(?:legs|thighs|arms|muscles) (?:ache|ached|aching|hurt|were sore|are sore) => Myalgia
  joint (?:pain|aches?)|aching joints|arthralgia|(?:knees?|joints|hips?|shoulders?) (?:ache|ached|aching|hurt) => Arthralgia
  back (?:pain|ache)|backache => Back pain
  (?:achilles|tendon)s?\b.{0,30}(?:pain|hurt|fire|burning|rupture|ruptured|snapped|inflamed)|tendon(?:itis|initis|opathy)|tendon rupture => Tendon disorder
  (?:sore|painful|aching|swollen|dead) arm|arm (?:was |is )?(?:sore|swollen|hurt|painful|aching)|(?:couldn't|could not|can't) (?:lift|raise|move) (?:my |the )?arm|injection site (?:pain|reaction|swelling|redness) => Injection site reaction
  cramps? => Muscle spasms
  stiff(?:ness)?|rigid(?:ity)? => Musculoskeletal stiffness
  (?:couldn't|could not|can't|unable to) walk(?: properly)? => Gait disturbance
  # Renal, reproductive, metabolic
  (?:burning|pain|hurts|stings) (?:when|while) (?:i |she |he )?(?:pee|urinat)\w*|painful urination|dysuria => Dysuria
  (?:can't|couldn't|trouble) (?:pee|urinate)|urinary retention => Urinary retention
  (?:no|low|lost|loss of|decreased|reduced|zero|no more) (?:sex drive|libido|interest[ ,]*(?:in[ ,]+)?(?:sex|intimacy))|libido (?:dropped|disappeared|gone) => Libido decreased
  (?:can't|couldn't|cannot|unable to|trouble|difficult(?:y)?) (?:to )?(?:achieve |reach |have (?:an )?)?orgasm|(?:delayed|no) orgasms?|anorgasmia|takes? (?:a long time|forever) to (?:climax|orgasm|achieve orgasm) => Anorgasmia
  erectile dysfunction|(?:couldn't|can't|unable to) get (?:an )?erection|impoten(?:ce|t) => Erectile dysfunction
  sexual (?:side effects?|dysfunction|problems) => Sexual dysfunction
  spotting|breakthrough bleeding|bleeding between periods|irregular (?:periods|bleeding)|(?:missed|no) periods?|heavier periods => Menstrual disorder
  (?:nose ?bleeds?|nosebleeds?|bloody nose|epistaxis) => Epistaxis
  bleed(?:ing)?|bled|haemorrhag(?:e|ing)|hemorrhag(?:e|ing)|blood in (?:my )?(?:urine|stool|stools) => Haemorrhage
  (?:low|dropped|crashing) (?:blood )?sugars?|hypo(?:glyc(?:a)?emi(?:a|c))?s?|sugar (?:crash|dropped) => Hypoglycaemia
  (?:high|spiking|spiked) (?:blood )?sugars?|(?:blood )?sugars? (?:went up|spiked|shot up)|hyperglyc(?:a)?emi(?:a|c)|glucose (?:was )?\d+(?:[.,]\d+)? mmol/l|\d{3} mg/dl => Hyperglycaemia
  breast (?:pain|tenderness|swelling)|sore breasts|gyn(?:a)?ecomastia => Breast pain
  jaundice|yellow (?:skin|eyes) => Jaundice
  pain(?:s|ful)?|aches?|aching|hurts?|hurting|sore(?:ness)? => Pain
  # Lay wording from patient forums and reviews
  freak(?:ed|ing)? out|on edge|wired|jittery|keyed up => Anxiety
  jaw (?:clenching|grinding|tension)|(?:grind|grinding|clench|clenching) (?:my )?(?:teeth|jaw)|bruxism => Bruxism
  (?:couldn't|can't|could not|cannot|unable to) (?:stop moving|sit still|keep still|stay still)|inner restlessness => Akathisia
  (?:hard|difficult|impossible) to (?:focus|concentrate|think(?: straight)?)|scatter-?brained|spaced => Disturbance in attention
  (?:hard|difficult|impossible|unable) to cry|(?:can't|couldn't|didn't|don't|could not|did not) (?:even )?cry|(?:can't|couldn't|didn't|don't) (?:really )?care(?: about anything)?|emotions? (?:feel |felt |are |were )?(?:muted|dulled|flat|blunted|numbed)|monotone|(?:no|lack of|zero) motivation|unmotivated|listless(?:ness)? => Emotional poverty
  (?:miss|missing) (?:my )?orgasms?|(?:hard|difficult|harder|impossible) to (?:orgasm|climax|finish)|sexual (?:delay|side effects?|dysfunction|problems) => Sexual dysfunction
  (?:lower|less|little|much less|not much of a|decreased) (?:libido|sex drive|interest in sex) => Libido decreased
  made me (?:so |very |really )?hyper|hyperactiv(?:e|ity)|(?:was|felt|feel|feeling) (?:so |very |really )?hyper => Psychomotor hyperactivity
  craving(?:s)?(?: for)? => Food craving
  twitch(?:es|ing|y)?|tics?|jerks?|jerking|myoclonus => Muscle twitching
  (?:very|so|really|always|constantly|more|extremely) hungry|starving all the time => Increased appetite
  (?:gone|went) up (?:\d+|one|two|three|a) (?:pant|dress|jean|jeans|clothes|clothing) sizes?|(?:gained|gaining|put on|putting on|packed on) (?:back )?(?:weight|pounds|lbs|kilos|the weight) => Weight increased
  lost weight|losing weight|(?:dropped|lost) (?:like |about |around |almost |over )?(?:\d+|a few|one|two|three|four|five|six|seven|eight|ten|a couple of) (?:pounds|lbs|kilos|kg) => Weight decreased
  (?:barely|hardly|not|isn't|wasn't|won't|doesn't|didn't|stopped) eating|(?:won't|doesn't|didn't|can't) eat(?: anything)? => Decreased appetite
  (?:was|am|got|been|getting|so|very|really) (?:so |very |really )?sick(?! of| and tired)|(?:felt|feel|feeling) (?:physically )?(?:ill|sick) => Feeling abnormal
  (?:zombie|robot)(?:-like)?|(?:feel|felt|feeling) (?:flat|numb|dead inside|disconnected|detached|unreal)|out of body => Feeling abnormal
  (?:heart|chest) (?:flutter(?:ing|s)?|skipp(?:ing|ed) (?:a )?beats?)|skipped beats => Palpitations
  (?:joint|knee|hip|wrist|shoulder) (?:discomfort|stiffness) => Arthralgia
  weight (?:issue|problem|gain)s?|gained (?:some |a lot of |so much |a ton of )?weight|weight (?:would |has |went |kept )?(?:increase|increased|went up|gone up|ballooned|creeping up) => Weight increased
  being (?:so |very |really )?(?:sick|ill)|sick all the time => Feeling abnormal
  depleted of (?:all )?energy|(?:zero|low|no) energy|energy (?:is |was )?(?:gone|zero|non-existent) => Fatigue
  (?:no|lost|lack of|zero|loss of) interest in (?!sex|intimacy)(?:\w+ ){0,2}\w+|anhedonia|(?:didn't|don't|couldn't|can't) (?:truly |really )?(?:feel|enjoy) (?:anything|things|much) => Anhedonia
  crav(?:e|ed|es|ing) => Food craving
  on a high|high as a kite|like a junkie|(?:felt|feel|feeling|was) (?:so |very |really |completely )?(?:detached|out of control|disconnected|unreal|numb) => Feeling abnormal
  stomach (?:is |was )?(?:a wreck|upset|messed up|in knots|killing me) => Abdominal pain
  inability to eat|(?:can't|couldn't|cannot) (?:eat|keep (?:anything|food) down) => Decreased appetite
  (?:felt|feel|feeling) (?:like i was |like i'm )?on fire|burning up => Feeling hot
  (?:kept|keeps|keep) me (?:up|awake)(?: all night)?|up all night => Insomnia
  (?:sleep|sleeping|slept|sleeps) (?:all day|all the time|a lot|so much|12|14|\d+ hours a day)|can't stay awake|couldn't stay awake => Somnolence
  (?:wild|intense|vivid|lucid|violent|scary) dreams => Abnormal dreams
  clench(?:ing|ed)? (?:of )?(?:the |my )?(?:jaw|teeth) => Bruxism
`);
