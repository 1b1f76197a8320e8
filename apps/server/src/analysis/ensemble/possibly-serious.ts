/**
 * Words that may hide an ICH E2A criterion without meeting one as written (issue 27 point 1), English and Spanish, in
 * folded text: a visit to the emergency department that may have ended in an admission, an ambulance, a faint, an
 * adrenaline injection, breathing or throat trouble, blood where it should not be, chest pain, "severe" allergic
 * reactions. A text with one of them and no criterion is possibly serious: its case keeps the shorter clock until a
 * reviewer downgrades it, because a late serious report is the failure a team cannot undo.
 */
export const POSSIBLY_SERIOUS_CUES =
  /\b(?:emergency (?:room|department|services?|dept)|(?:the|to|in|at) (?:er|a&e|a and e|ed)\b|urgent care|ended up (?:in|at) (?:the )?(?:hospital|er|emergency)|(?:went|rushed|taken|took (?:me|him|her|them)|drove (?:me|him|her|them)|go|going) (?:straight )?to (?:the )?(?:hospital|emergency)|ambulance|paramedics?|911|epi ?pens?|adrenaline|epinephrine|faint(?:ed|ing)?|passed out|blacked out|lost consciousness|unconscious|collapsed|syncope|(?:trouble|difficulty|hard|struggl\w+ to) breath\w*|short(?:ness)? of breath|throat (?:was |felt |started )?(?:closing|swell\w*|tight\w*)|vomit\w* blood|coughing (?:up )?blood|blood in (?:my|his|her|the) (?:stool|urine|vomit|pee|poo)|chest pains?|severe (?:allergic )?reaction|urgencias|emergencias|guardia|ambulancia|(?:fui|fue|fuimos|llevaron|llevamos|acabe|acabo|termine|termino) (?:\w+ )?(?:al|en el) hospital|me desmaye|se desmayo|desmay\w+|perd\w+ el conocimiento|inconsciente|sincope|adrenalina|(?:dificultad|me costaba|le costaba) (?:para )?respirar|falta de aire|(?:se me|se le) cerr\w+ la garganta|vomit\w+ sangre|sangre en (?:las heces|la orina|el vomito)|dolor (?:en el|de) pecho|reaccion (?:alergica )?(?:grave|severa|muy fuerte))/;

/**
 * The sentence says the visit ended at home ("they sent me home from the ER", "me dieron el alta el mismo día"): that
 * visit is no hidden admission, so its words make nothing possibly serious.
 */
export const SENT_HOME =
  /\b(?:sent (?:me|him|her|them|us) (?:back )?home|(?:was|were|wasn't|weren't|not) (?:\w+ )?(?:admitted|kept)|discharged (?:the same|that) (?:day|night|evening)|(?:me|le|nos|los|las) (?:mandaron|enviaron|devolvieron) (?:a|para) casa|(?:me|le|nos) dieron (?:el )?alta (?:el mismo dia|enseguida|esa misma)|no (?:me|le|lo|la) (?:ingresaron|dejaron))/;
