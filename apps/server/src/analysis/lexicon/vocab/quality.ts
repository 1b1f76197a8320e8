import type { PhraseEntry } from '../phrase-set.ts';

// Dosage forms and containers, English and Spanish (folded): a defect word needs one of these nearby.
const FORM =
  '(?:tablets?|tabs|pills?|capsules?|caps|caplets?|gummies|chewables|lozenges?|effervescents?|softgels?|pastillas?|comprimidos?|capsulas?|grageas?|gominolas)';
const PACK =
  '(?:bottle|blister|vial|ampoule|box|carton|pack|package|packet|packaging|sachets?|tube|jar|container|cap|lid|seal|foil|frasco|bote|blister|ampolla|caja|envase|sobres?|tubo|tapon|tapa|precinto|sello|estuche)';
const DEVICE =
  '(?:pen|pens|needles?|syringe|inhaler|puffer|pump|dropper|dropper tip|applicator|dial|dose knob|counter|injector|autoinjector|nebuli[sz]er|device|spray|nozzle|plunger|dispenser|pluma|aguja|agujas|jeringa|inhalador|bomba|cuentagotas|aplicador|dosificador|dispositivo|boquilla|pulsador)';
// A patch fails by not sticking; "the patch is not working" is about its effect.
const PATCH = '(?:patch|patches|parches?)';
const NEAR = '(?:[^.!?\\n]{0,60}?)';

/**
 * Product-quality defects (physical product, packaging, labelling, devices), labelled by kind. Price, delivery
 * speed and service are not quality defects: those words are in NOT_QUALITY below.
 */
export const QUALITY_DEFECTS: readonly PhraseEntry[] = [
  [
    `${FORM}${NEAR}(?:broken|broke|crumbl\\w*|crushed|snapped|cracked|chipped|split|shattered|powder|dust|disintegrat\\w*|falling apart|(?:break|breaks|breaking|fall|falls|come|comes|coming) (?:apart|to pieces|into pieces)|chalky|flaky|flaking|partid[oa]s?|rot[oa]s?|desmenuzad[oa]s?|deshech[oa]s?|hech[oa]s? polvo|polvo)|(?:broken|crumbled|crushed|chipped|cracked|snapped) ${FORM}|(?:just )?powder at the bottom|crumbled to dust|half (?:of them )?(?:are |were )?(?:just )?(?:powder|dust|broken)`,
    'Broken or crumbled dosage form',
  ],
  [
    `${FORM}${NEAR}(?:fused|stuck together|clump(?:ed|s)?|melted|caked|sticky|soft|soggy|damp|wet|discolou?red|pegad[oa]s?|apelmazad[oa]s?|derretid[oa]s?|humed[oa]s?|blandas?|reblandecid[oa]s?)|(?:fused|stuck|melted) (?:into|together)|one (?:big )?(?:sticky )?(?:clump|blob|lump)|hard lump|(?:won't|don't|doesn't|didn't|do not|does not|no longer) (?:fully )?dissolve|no (?:se )?disuelve|apelmazad[oa]|hech[oa] una piedra|polvo (?:hecho|apelmazado|humedo)|(?:estaban|venian|venia|llegaron) humed[oa]s|sobres humedos|moisture|humedad`,
    'Physical defect of product',
  ],
  [
    `(?:short|wrong|incorrect|missing) count|counted (?:only )?\\d+|(?:says|said|labelled|labeled) \\d+${NEAR}(?:counted|only|got|there (?:were|are))|(?:fewer|less|more) (?:pills|tablets|capsules) than|(?:empty|missing) (?:slots?|blisters?|pockets?|cavity|cavities|tablets?|pills?)|paid for \\d+ (?:and )?(?:got|received) \\d+|(?:two|2|extra) (?:pills|tablets) in (?:the|one) (?:\\w+ )?(?:slot|pocket|day)|out of (?:sequence|order)|(?:half[- ]empty|underfilled|under-filled|not full)|medio vaci[oa]|(?:faltan|falta|faltaban) (?:\\d+ |dos |tres |unas |algunas )?(?:pastillas|comprimidos|capsulas)|vienen? (?:menos|mas) (?:pastillas|comprimidos)`,
    'Wrong count or fill',
  ],
  [
    '(?:foreign |black |white |dark |brown |blue |glass |metal |metallic |plastic |visible |little |tiny )*(?:particles?|particulates?|particulate matter|specks?|flecks|sediment|lamellae)|(?:foreign|black|white|dark|brown|blue|glass|metal|plastic|visible|little|tiny) (?:spots|bits|fibres?|fibers?|hairs?|debris|residue|deposit|pieces|things|stuff)|(?:bits|fibres?|fibers?|hairs?|debris|something) (?:floating|in the (?:liquid|solution|bottle|vial|syrup|powder|drops|suspension))|floating (?:in|inside|bits)|cloudy|turbid|murky|contaminat\\w*|impurit(?:y|ies)|(?:above|exceed(?:ed|ing|s)?) (?:the )?(?:tolerable|acceptable|permitted|permissible|specified|safety|regulatory) (?:limits?|levels?|intake)|(?:di)?ethylene glycol|nitrosamines?|n-nitroso\\w*|ndma|mou?ld(?:y)?|particulas?|motas?|puntos? (?:negros?|blancos?|oscuros?)|manchas? (?:negras|oscuras|marrones)|pelos? (?:dentro|en el|en la)|sedimento|poso|polvillo blanco|turbi[oa]|contaminad[oa]s?|contaminacion|impurezas?|moho',
    'Foreign matter or contamination',
  ],
  [
    '(?:strange|weird|funny|odd|chemical|unusual|bad|off|rancid|foul|musty|fishy|sour|different|vinegar) (?:smell|odou?r|taste|flavou?r)|(?:smells?|smelled|smelling|tastes?|tasted|tasting) (?:like (?:chemicals?|metal|vinegar|nail polish|petrol|gasoline|plastic|mold|mould|fish|rotten)|weird|strange|funny|off|rancid|bad|different|wrong|metallic)|metallic taste|(?:colou?r|shade) (?:is |was )?(?:different|wrong|off|changed)|(?:different|wrong|changed|strange|odd|unusual) (?:colou?r|shape|imprint|markings)|discolou?r(?:ed|ation)|changed colou?r|(?:turned|gone|went) (?:yellow|brown|pink|dark|grey)|(?:olor(?:es)?|ol(?:ia|ian|io)|huelen?|sabor|sab(?:ia|ian|e|en)) (?:muy )?(?:raro|rara|raros|extrano|a vinagre|a rancio|rancio|a quimico|metalico|a metalico|distinto|diferente|fatal|a podrido)|(?:huelen?|ol(?:ia|ian)|saben?|sab(?:ia|ian)) (?:a )?(?:rancio|vinagre|metal|metalico)|(?:color|colores) (?:raro|distinto|diferente|cambiado)|(?:amarillent[oa]s?|descolorid[oa]s?|cambio de color|otro color)',
    'Abnormal appearance, odour or taste',
  ],
  [
    `(?:leak(?:ed|ing|s|y)?|leakage|ooz(?:ed|ing)|spill(?:ed|ing)|dripp(?:ed|ing)|dribbl(?:es|ed|ing)|pours? out|sticky)|${PACK}${NEAR}(?:broken|torn|damaged|open(?:ed)?|missing|cracked|punctured|split|loose|rot[oa]s?|roto|abiert[oa]s?|danad[oa]s?|rajad[oa]s?|pinchad[oa]s?|despegad[oa]s?|mal cerrad[oa]s?)|(?:broken|torn|damaged|missing|cracked|no) (?:safety |security |tamper[- ]evident )?seal|seal (?:was |is )?(?:broken|torn|missing|open|damaged)|(?:precinto|sello)(?: de seguridad)? (?:venia |estaba |vino )?(?:roto|abierto|danado|despegado)|tamper(?:ed|ing)|(?:child[- ]?(?:resistant|proof) )?(?:cap|lid|closure)${NEAR}(?:doesn't|does not|won't|wouldn't|didn't|no longer|not) (?:click|close|lock|shut|seal)|(?:se sale|gotea|goteaba|perdia liquido|se salia|derramad[oa])`,
    'Damaged or leaking packaging',
  ],
  [
    `(?:no|missing|without (?:a|the)?|wrong(?: language)?|no patient) (?:leaflet|insert|package insert|patient information|instructions)|(?:leaflet|insert|label|instructions)${NEAR}(?:missing|in (?:another|a different|the wrong) language|in (?:german|french|italian|english|chinese|portuguese|arabic|spanish))|(?:misspell\\w*|typos?|misprint\\w*|smudged|illegible|unreadable|faded|wrong) (?:text|label|labels|labell?ing|markings|print|writing|lot|expiry|numbers?)|(?:label|labels|markings|numbers|lines|text|print) (?:is |are |was |were )?(?:all |completely |partly |partially )?(?:misspelled|misprinted|smudged|illegible|unreadable|wrong|worn off|rubbed off|faded)|incorrect label(?:l)?ing|mislabel(?:l)?ed|(?:sin|falta el|no (?:trae|traia|venia con|viene con|tiene)) (?:el )?prospecto|prospecto${NEAR}en (?:aleman|ingles|frances|italiano|portugues|otro idioma|chino|arabe)|etiqueta (?:rara|mal impresa|borrosa|ilegible|equivocada)|(?:mal etiquetad[oa]|error de etiquetado)`,
    'Labelling or leaflet defect',
  ],
  [
    `wrong (?:product|medication|medicine|drug|strength|item|tablets|pills) (?:inside|in the (?:box|bottle|pack)|was (?:in|inside)|dispensed|sent)|(?:box|carton|label|packaging|bottle) says${NEAR}(?:but|inside|contains?|is actually)|(?:different|another|other) (?:product|medicine|drug|tablets?|pills?) (?:inside|in the (?:box|bottle|pack|blister))|(?:dentro|en la caja) (?:habia|venia|vino) (?:un |una |otro |otra )?(?:blister|caja|frasco|medicamento|pastillas|comprimidos) (?:de|con|distint[oa])|(?:producto|medicamento) equivocado|no (?:es|era) el (?:producto|medicamento) (?:correcto|que pedi)|(?:adult|adults?'|children's|kids') .{0,40}(?:inside|in the box)`,
    'Wrong product',
  ],
  [
    '(?:already |was |were |arrived |came |is )?expired(?: on arrival| when (?:it )?arrived)?|expir(?:y|ation) date (?:had |has )?(?:passed|was last|already)|past (?:its|the) (?:expiry|expiration|use-by)|out of date|caducad[oa]s?|fecha de caducidad (?:de hace|pasada|vencida)|vencid[oa]s?|ya (?:estaba|venia) caducad[oa]',
    'Expired product',
  ],
  [
    `${PATCH}${NEAR}(?:(?:won't|wouldn't|doesn't|didn't|does not|did not|would not|will not) (?:stay on|stick|adhere)|fell off|falls off|peel(?:s|ed|ing)? off|no pega(?:ba)?|se despega(?:ba)?|se (?:cae|caia|cayo))|${DEVICE}${NEAR}(?:jammed|jams|stuck|stopped (?:working|spraying|clicking)|quit|failed|broke|broken|cracked|bent|snapped|malfunction\\w*|defective|faulty|useless|unreadable|no sale nada|no funciona|no funcionaba|se atasca|atascad[oa]|rot[oa]|partid[oa]|doblad[oa]s?|no pega(?:ba)?|se despega(?:ba)?|(?:won't|wouldn't|doesn't|does not|did not|didn't|would not|will not|not|no longer|can't|cannot) (?:\\w+ )?(?:work\\w*|dial\\w*|click\\w*|spray\\w*|fire|inject\\w*|stick|adhere|dispens\\w*|deliver\\w*|open|close|turn|press|release|go past|move|read))|(?:bent|broken|blunt|cracked|defective|faulty|malfunctioning|jammed) ${DEVICE}|nothing (?:comes|came) out|no (?:sale|salia|salio) (?:nada|el (?:spray|liquido|medicamento|producto))|(?:hace clic|clicks?|clicked) (?:pero|but) (?:no|nothing)|(?:wouldn't|won't|didn't|doesn't) (?:dial|spray|fire|stick|adhere)|(?:doesn't|didn't|won't|wouldn't) stay (?:on|stuck)|(?:no pega(?:ba)?|se despega(?:ba)?)(?: bien)?`,
    'Device malfunction',
  ],
  [
    "counterfeit|fake|knock-?off|not (?:the )?(?:genuine|real|authentic)|falsifi(?:ed|cad[oa]s?)|pirata|imitaci(?:on|ones)|adulterat(?:ed|ion)|adulterad[oa]s?|undeclared|unlicensed (?:herbal )?product|substandard|out[- ]of[- ]specification|\\boos\\b|failed (?:\\w+ )?(?:specifications?|assay|dissolution|testing)|(?:did not|didn't|failed to) (?:meet|conform to|comply with) (?:\\w+ )?specifications?|no cumpl(?:ian|ieron|en) (?:las|con las) especificaciones|lack of (?:assurance of )?sterility|not sterile|sin principio activo|no contenian? (?:ningun )?principio activo|(?:no|without) (?:detectable )?active (?:ingredient|substance)",
    'Suspected counterfeit or substandard product',
  ],
];

/** Complaints that are about commerce, not the product: they never make a PQC on their own. */
export const NOT_QUALITY: readonly PhraseEntry[] = [
  '(?:shipping|delivery|courier|postal|outer|shipping) (?:box|carton|package|bag|envelope)',
  'arrived (?:late|\\d+ days? late)',
  'product (?:itself )?(?:inside )?(?:was|is) (?:fine|intact|ok|perfect|factory sealed)',
  'inner seal (?:was )?intact',
  'caja de envio',
  'el envio',
  'el paquete',
];
