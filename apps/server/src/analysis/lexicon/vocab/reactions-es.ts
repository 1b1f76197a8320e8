import type { PhraseEntry } from '../phrase-set.ts';
import { labelled } from './lines.ts';

/** Adverse-event wording in Spanish (Spain and Latin America), folded, with MedDRA-style preferred terms. */
export const REACTIONS_ES: readonly PhraseEntry[] = labelled(String.raw`
  # General
  efectos? (?:secundarios?|adversos?|indeseables?)|reacci(?:on|ones) (?:adversas?|alergicas?) => Adverse drug reaction
  (?:me |le )?(?:ha |han )?(?:sentado|sento|sentaron|sienta|sientan) (?:fatal|muy mal|mal) => Adverse drug reaction
  alergia (?:a|al|a la)|reaccion(?:es)?|anafilaxia|shock anafilactico => Hypersensitivity
  fiebre|febricula|calentura|\d\d(?:[.,]\d)? de fiebre => Pyrexia
  escalofrios|tiritona => Chills
  cansancio|cansad[oa]s?|agotamiento|agotad[oa]s?|fatiga|sin fuerzas|sin energia|debilidad|decaimiento => Fatigue
  (?:me siento|me sentia|me senti|se siente|se sentia|se sintio) (?:muy |super |fatal|rar[oa]|mal|peor)+|malestar(?: general)? => Feeling abnormal
  fallecio|murio|muerte|fallecimiento => Death
  (?:he |ha )?(?:engordado|engorde|engordo)|(?:aumento|subida|subi|subio) de peso|(?:subi|cogi|gane|he cogido|he ganado) (?:\d+ )?(?:kilos|kg) => Weight increased
  (?:he |ha )?(?:adelgazado|adelgace|adelgazo)|perdida de peso|(?:perdi|he perdido) (?:\d+ )?(?:kilos|kg) => Weight decreased
  (?:mucha |mas )?hambre|(?:aumento|aumento del) (?:de )?apetito => Increased appetite
  (?:sin|perdida de|falta de|no tengo|no tenia) (?:apetito|hambre)|inapetencia => Decreased appetite
  sudor(?:es|acion)?(?: nocturnos?)?|sudo(?:ro|raba|ro mucho) => Hyperhidrosis
  sofocos?|bochornos?|rubor => Flushing
  # Nervous system and psychiatric
  dolor(?:es)? de cabeza|cefaleas?|jaquecas?|migra(?:n|ñ)as?|(?:me |le )?(?:duele|dolia|dolio|dolian) (?:mucho |muchisimo )?la cabeza => Headache
  mareos?|mareas|maread[oa]s?|vertigos?|(?:me|le) (?:da|daba|dio) vueltas (?:todo|la cabeza) => Dizziness
  somnolencia|adormilad[oa]s?|adormecid[oa]s?|(?:mucho|con mucho|tengo|tenia) sueno|dormid[oa] todo el dia|atontad[oa]s?|grogui => Somnolence
  insomnio|no (?:puedo|podia|pude|consigo|conseguia) dormir|no (?:duermo|dormia|dormi)(?: nada| bien)?|(?:me despierto|me despertaba) (?:a las|de madrugada|varias veces)|sin dormir => Insomnia
  pesadillas|suenos (?:raros|extranos|vividos) => Abnormal dreams
  temblor(?:es)?|tembl(?:or|aba|ando|orosas?|orosos?)|tirit(?:a|aba) => Tremor
  convulsi(?:on|ones)|ataques? epilepticos?|crisis epilepticas? => Seizure
  hormigueos?|entumecimiento|entumecid[oa]s?|adormecimiento|calambres en (?:las )?(?:manos|piernas|pies) => Paraesthesia
  perdida de memoria|(?:no me acuerdo|se me olvidan?) (?:de )?(?:las )?cosas|olvidos => Memory impairment
  (?:no (?:me |se )?(?:puedo|podia|puede) concentrar)|falta de concentracion|dificultad para concentrarme => Disturbance in attention
  confundid[oa]s?|confusion|desorientad[oa]s?|desorientacion => Confusional state
  alucinaciones?|alucina(?:ba|ndo)?|ve cosas que no (?:estan|existen|hay)|veia cosas|oye voces => Hallucination
  (?:me |se |le )?(?:desmaye|desmayo|desmayaba|desmayado)|desmayos?|perdi(?:o)? el conocimiento|perdida de conocimiento|sincope => Syncope
  ansiedad|ansios[oa]s?|nerviosismo|nervios[oa]s?|angustia|ataques? de (?:panico|ansiedad)|inquietud|intranquil[oa] => Anxiety
  irritabilidad|irritable|agresividad|(?:estoy|estaba|estuve|me pongo|me ponia|me puse|se pone|se ponia|se puso|mas) agresiv[oa]|mal humor => Irritability
  sedaci(?:on|ones)|efecto sedante|sedad[oa]s? => Somnolence
  depresion|deprimid[oa]s?|(?:me |le )?(?:bajo|bajaba) (?:mucho |muchisimo )?el animo|animo (?:bajo|por los suelos)|bajon|tristeza|ganas de llorar|llorando => Depressed mood
  ideas? (?:de suicidio|suicidas?)|pensamientos suicidas|ganas de morir(?:me)?|suicidio|autolesi(?:on|ones) => Suicidal ideation
  cambios de humor => Mood swings
  apatia|apatic[oa]|sin emociones|como un zombi => Emotional poverty
  bostez(?:os|ar|ando) => Yawning
  ictus|derrame cerebral|infarto cerebral => Cerebrovascular accident
  # Eye and ear
  vision borrosa|(?:veo|veia) borroso|perdida de vision|perdio la vista|(?:perdi|pierdo) vision => Vision blurred
  (?:me |le )?(?:ardian|arden|ardieron|picaban|pican|lloraban) los ojos|(?:me |le )?(?:estuvieron|estaban) ardiendo los ojos|ojos (?:rojos|irritados|hinchados) => Eye irritation
  pitidos? en los oidos|zumbidos? en los oidos|acufenos|tinnitus => Tinnitus
  # Cardiovascular and respiratory
  palpitaciones|taquicardias?|(?:el )?corazon (?:a mil|acelerado|muy rapido|desbocado)|se me acelera el corazon => Palpitations
  dolor (?:en el|de) pecho|opresion (?:en el|de) pecho => Chest pain
  (?:la )?tension (?:alta|por las nubes)|(?:(?:me|le) )?(?:subio|sube|subia) la tension|hipertension|presion alta => Blood pressure increased
  (?:la )?tension (?:baja|bajisima)|(?:(?:me|le) )?(?:bajo|baja|bajaba) la tension|hipotension|presion baja => Hypotension
  (?:falta|dificultad para|me cuesta) (?:de )?(?:aire|respirar)|ahogo|disnea|(?:no (?:podia|puedo|podian?) respirar)|sibilancias|pitos en el pecho => Dyspnoea
  tos(?: seca| persistente| irritativa)? => Cough
  (?:respiraba|respira) (?:muy )?(?:despacio|lento|poco)|depresion respiratoria => Respiratory depression
  trombos?|trombosis|coagulos?|embolia(?: pulmonar)? => Thrombosis
  infarto(?: de miocardio)?|ataque al corazon => Myocardial infarction
  # Gastrointestinal
  nauseas?|(?:con )?ganas de vomitar|asco|revuelt[oa] el estomago => Nausea
  vomit(?:os?|ando|e|o|aba|ar)|devolv(?:i|io|iendo) => Vomiting
  diarreas?|descomposicion|(?:heces|deposiciones) liquidas|cagalera => Diarrhoea
  estrenimiento|estrenid[oa] => Constipation
  dolor(?:es)? (?:de|en el) (?:estomago|barriga|tripa|vientre|abdomen)|dolor abdominal|(?:me |le )?(?:duele|dolia) (?:el estomago|la barriga|la tripa)|retortijones|colicos|molestias? (?:de|en el) estomago => Abdominal pain
  dolor (?:debajo de|bajo) las costillas => Abdominal pain upper
  acidez(?: brutal| de estomago)?|ardor (?:de|en el) estomago|reflujo|indigesti(?:on|ones)|pesadez de estomago|dispepsia => Dyspepsia
  gases|hinchazon (?:de|en la) (?:barriga|tripa|abdomen)|hinchad[oa] (?:de la|la) (?:barriga|tripa)|flatulencias? => Abdominal distension
  boca seca|sequedad de boca|(?:se me seca|tengo seca) la boca => Dry mouth
  sabor (?:metalico|amargo) en la boca|perdida del gusto => Dysgeusia
  (?:me |le )?sangr(?:an|aban|aron) las encias|sangrado de encias => Gingival bleeding
  llagas|aftas|ulceras? en la boca => Stomatitis
  (?:se me |se le )?(?:resecaron|resecan|agrietaron|agrietan) (?:tanto )?los labios|labios (?:resecos|secos|agrietados|partidos)|queilitis => Cheilitis
  # Skin
  sarpullidos?|erupci(?:on|ones)|ronchas?|habones|urticaria|eccema|eczema|granitos|manchas rojas|rojeces => Rash
  picor(?:es)?|picazon|comezon|(?:me |le )?pica(?:ba|n)?(?: todo| mucho)?|prurito => Pruritus
  caida (?:del|de) (?:pelo|cabello)|(?:se me |se le )?(?:cae|caia|cayo|caen) (?:mucho )?el (?:pelo|cabello)|alopecia|efluvio(?: telogeno)?|calvas => Alopecia
  acne|granos => Acne
  piel (?:seca|reseca)|sequedad de piel|descamacion => Dry skin
  moratones|moraton|hematomas?|cardenales => Contusion
  ardor|escozor|quemazon|(?:me |le )?(?:arde|ardia|ardio|escuece|escocia|quemaba)|ardiendo => Burning sensation
  enrojecimiento|rojez|irritaci(?:on|ones) => Erythema
  ampollas? => Blister
  # Swelling
  (?:labios?|lengua|cara|garganta|parpados?|ojos) (?:hinchad[oa]s?)|(?:se me |se le )?hinch(?:o|aron) (?:la cara|los labios|la lengua|los ojos|la garganta)|hinchazon (?:de|en) (?:la cara|los labios|la lengua|los ojos|la garganta|los parpados)|angioedema => Angioedema
  (?:piernas?|tobillos?|pies|manos) (?:algo |muy )?hinchad[oa]s?|(?:la |las )?(?:piernas?|tobillos?|pies) (?:algo |muy )?hinchad[oa]s?|edemas?|retencion de liquidos => Oedema peripheral
  hinchaz(?:on|ones)|hinchad[oa]s?|(?:se me |se le )?hinch(?:o|aron|a)|inflamad[oa]s? => Swelling
  # Musculoskeletal
  dolor(?:es)? muscular(?:es)?|mialgias?|(?:me |le )?duelen (?:los musculos|las piernas)|agujetas => Myalgia
  dolor(?:es)? (?:de|en las) articulaciones|dolor articular|artralgias? => Arthralgia
  dolor de espalda|lumbalgia => Back pain
  tendinitis|tendinopatia|rotura (?:del|de) tendon|dolor (?:en el|del) tendon => Tendon disorder
  (?:el )?brazo que no (?:lo )?(?:podia|puedo) (?:ni )?(?:levantar|mover)|dolor (?:en el|del) brazo|(?:me |le )?(?:duele|dolia) el brazo|brazo hinchado => Injection site reaction
  calambres?|espasmos? => Muscle spasms
  rigidez => Musculoskeletal stiffness
  # Renal, reproductive, metabolic
  (?:me |le )?(?:arde|escuece|duele) (?:al|cuando) orin(?:ar|a)|ardor al orinar|escozor al orinar|disuria => Dysuria
  (?:perdida|falta|disminucion|bajada) (?:del|de) (?:deseo|libido|apetito sexual)|sin (?:deseo sexual|libido|ganas de sexo) => Libido decreased
  disfuncion erectil|impotencia|no (?:puedo|podia) tener (?:una )?ereccion => Erectile dysfunction
  (?:no (?:llego|puedo llegar) al|sin|dificultad para (?:llegar al|tener un)) orgasmo|anorgasmia => Anorgasmia
  manchado|sangrado (?:entre reglas|irregular|vaginal)|(?:sin|se me retiro|no me baja) la regla|reglas? (?:irregulares|mas abundantes) => Menstrual disorder
  sangrado (?:de|por la) nariz|sangr(?:o|e|aba) (?:de|por) la nariz|epistaxis => Epistaxis
  sangr(?:ado|ados|aba|o|ando)|hemorragias? => Haemorrhage
  hipoglucemias?|bajadas? de azucar|bajon de azucar|(?:se me|se le) baj(?:o|a) el azucar => Hypoglycaemia
  hiperglucemias?|(?:subida|subidas) de azucar|(?:se me|se le) (?:subio|sube|dispara) el azucar|azucar (?:alta|por las nubes) => Hyperglycaemia
  lesion renal(?: aguda)?|insuficiencia renal|fallo renal|dano renal => Acute kidney injury
  hepatitis|dano hepatico|toxicidad hepatica|ictericia|(?:transaminasas|enzimas hepaticas) (?:altas|elevadas) => Hepatotoxicity
  malformaci(?:on|ones)(?: congenitas?)?|defectos? (?:congenitos?|de nacimiento)|aborto espontaneo => Congenital anomaly
  # Lay wording from patient forums
  (?:no tengo|sin|me quito las|me quita las) ganas de (?:nada|hacer nada|vivir)|apagad[oa]|como un vegetal|no siento nada|embotad[oa] => Emotional poverty
  (?:me da|me daba|me dio|le da|le daba) (?:mucho |muchisimo )?sueno|(?:me|le) (?:deja|dejaba|dejo) (?:k\.?o\.?|fuera de juego|grogui|atontad[oa]) => Somnolence
  (?:me|le) (?:tiene|tenia|pone|ponia) (?:muy |fatal |mal |de los nervios|nervios[oa]|acelerad[oa])+ => Feeling abnormal
  rigidez(?: muscular)?|agarrotad[oa]s?|(?:no (?:podia|puedo) estar quiet[oa])|inquietud (?:en las piernas|motora)|acatisia => Akathisia
  temblores? en las manos|manos temblorosas => Tremor
  babeo|salivaci(?:on|ones)|(?:exceso de )?saliva => Salivary hypersecretion
  tembleque|movimientos involuntarios|discinesias?|tics? => Dyskinesia
  (?:mucha )?hambre|ansiedad por (?:la )?comida|(?:como|comia) (?:mucho|sin parar) => Increased appetite
  (?:he |ha )?(?:cogido|ganado|engordado) (?:\d+ |unos |muchos )?(?:kilos|kg)|kilos de mas => Weight increased
  dolor(?:es)? => Pain
  (?:me|le) quita(?:ba)? el sueno|(?:no|nunca) (?:consigo|consigue) dormir => Insomnia
  (?:duermo|dormia|duerme|dormir) (?:todo el dia|muchisimo|demasiado|\d+ horas) => Somnolence
  (?:no tengo|sin|perdi(?: el)?|perdida de) interes (?:en|por) (?:nada|las cosas) => Anhedonia
`);
