import type { PhraseEntry } from '../phrase-set.ts';
import { labelled, patterns } from './lines.ts';

/** Wording that asks for something without a question mark: "please advise", "quería saber". */
export const REQUEST_FORMS: readonly PhraseEntry[] = patterns(String.raw`
  please (?:advise|confirm|let (?:me|us) know|tell (?:me|us)|explain|help)
  could you (?:please )?(?:confirm|tell|advise|let|explain|check)
  (?:i|we) (?:would|'d) (?:like|love) to know|(?:i|we) (?:was|were|am|are) wondering|wondering (?:if|whether)
  grateful for (?:any )?(?:guidance|advice|information)|any (?:advice|guidance|information|info)
  (?:check|ask|confirm) with (?:the manufacturer|you|your team)
  quer(?:ia|iamos|emos|ria) (?:saber|preguntar|consultar)|(?:i|we) need to know|i have a question
  quisiera (?:saber|preguntar|consultar)|me gustaria saber|necesito saber
  (?:una|tengo una|otra) (?:pregunta|duda|consulta)|nos preguntamos|me pregunto|duda sobre
  me (?:podrian|podria|pueden|puede) (?:decir|indicar|confirmar|explicar|ayudar)
  agradeceria|disponen de
`);

/** The medical-information topics of a request, labelled as the product's MI categories. */
export const INFORMATION_TOPICS: readonly PhraseEntry[] = labelled(String.raw`
  how (?:much|many|often|long)|what (?:dose|dosage|strength)|(?:right|correct|max(?:imum)?|usual) dose|dos(?:e|age|ing)|take (?:two|2|another|one more|an extra)|double up|too much|cuant[oa]s?|cuanta|que dosis|la dosis|cada cuanto|cuantas veces|hay que (?:poner|tomar|dar) => dosing
  missed (?:a|my|his|her|the) (?:dose|pill|tablet|injection)|forgot (?:to take|my|a) (?:dose|pill)?|skipped (?:a|my) dose|(?:olvide|se me olvido|me salte) (?:tomar|la dosis|la pastilla|una dosis) => missed dose
  (?:together|at the same time|combine|combined|mix|mixing|interact\w*|mess with|along with|on top of)|with (?:alcohol|a drink|coffee|grapefruit|food|milk|antibiotics?|(?:my|his|her) (?:other )?(?:meds|medication|tablets|pills))|(?:have|having) a drink|drink alcohol|safe (?:to take )?with|(?:junto|juntos|a la vez) (?:con)?|mezcla(?:r)?|combinar|alternar(?:los|las)?|interacci(?:on|ones)|con alcohol|(?:tomar|beber) alcohol => interactions
  pregnan(?:t|cy)|breast-?feeding|nursing|trying to conceive|embarazada|embarazo|lactancia|dando el pecho|amamant\w+|(?:my |a |our )?(?:\d+[- ]?(?:year|month|yr)[- ]?old|toddler|baby|infant|kids?|child|children|son|daughter)|(?:kids|children)'s (?:version|dose|formula)|(?:mi |un |una )?(?:bebe|nino|nina|ninos|hijo|hija|peque|crio)|\d+ (?:anos|meses)|pediatr\w+ => pregnancy or children
  stor(?:e|ed|age|ing)|fridge|refrigerat\w*|room temperature|(?:too )?(?:warm|hot|cold|frozen|froze)|shelf life|how long (?:does it|will it) (?:last|keep)|(?:once|after) (?:opened|mixed|reconstituted)|(?:guarda|guardar|conserva|conservar)\w*|nevera|heladera|frigorifico|temperatura|cuantos dias dura|(?:una vez|despues de) (?:abiert[oa]|preparad[oa])|caduca (?:despues|al abrir)|estabilidad => storage
  contain\w*|ingredients?|excipients?|lactose|gluten|gelatin|sugar[- ]free|sugar|sweeteners?|dyes?|colou?rings?|allergens?|milk protein|vegan|vegetarian|halal|alcohol[- ]free|latex|(?:what|which) version|formulation|lleva\w*|contiene\w*|ingredientes?|excipientes?|lactosa|gelatina|azucar|colorantes?|componentes?|composicion|principio activo => composition
  crush(?:ed|ing)?|open (?:the |a )?capsules?|split (?:the|a|it)|cut (?:the|it|in half)|chew(?:ed)?|dissolv\w+|empty stomach|(?:con el )?estomago vacio|with (?:or without )?food|before or after|(?:in the|at) (?:morning|night|bedtime)|what time|how long (?:do i|should i|to) wait|wait before|peg tube|feeding tube|triturar|machacar|partir|abrir (?:las|la) capsulas?|se pueden? abrir|disolver|en ayunas|antes o despues|(?:por|en) la (?:noche|manana)|(?:con|en) (?:agua|zumo|jugo|leche|yogur) => administration
  is (?:it|this|that) (?:still )?(?:safe|ok|okay|normal|dangerous|fine|bad|serious|expected|common|a side effect|something|a known|known)|what (?:happens|would happen|will happen) if|que (?:pasa|pasaria|ocurre) si|(?:still )?(?:safe|ok|okay|fine|good) to (?:take|use|give)|(?:should (?:i|he|she|we)|(?:i|he|she|we) should) (?:stop|continue|keep|take|go|see|call|worry|be worried|switch)|do (?:i|we) need (?:to|a new)|what should (?:i|we) do|can (?:i|he|she|we|you) (?:take|give|use|have|drink|eat|continue|keep|stop|mix|breastfeed)|will (?:it|this|they|that) (?:go away|stop|pass|grow back|come back)|(?:grow|come) back|if (?:i|he|she) stop|would (?:\w+ )?help|been reported|side effect of|known (?:side effect|issue)|(?:the )?er\b|emergency|a&e|es (?:normal|peligroso|grave|seguro|malo)|se puede (?:tomar|dar|usar|poner|disolver|abrir|partir|masticar|mezclar)|se pueden (?:tomar|dar|usar|abrir)|puedo (?:seguir|tomar|dar|usar|ponerme|beber)|(?:le |me )?puede (?:afectar|hacer dano)|(?:que |qu[eé] )?(?:tengo|tenemos|debo|debe|tiene|hay) que hacer(?: algo| nada)?|(?:do|does|should) (?:i|she|he|we) (?:need to )?do (?:something|anything)|(?:tengo|debo) que (?:dejar|pedir|ir)|(?:dejo|la dejo|lo dejo|sigo)|se (?:me |le )?(?:pasa|quita|quitara)|puede ser (?:por|de|normal)|(?:pasa|ocurre|sucede) lo mismo|pediatra|urgencias|(?:al|ir al) medico => safety or management
`);

/** Questions about commerce, jobs and content, which are not medical information. */
export const NON_MEDICAL_TOPICS: readonly PhraseEntry[] = patterns(String.raw`
  reimburs\w*|deliver\w*|refunds?|shipping|discount|coupons?|orders?|ordered|courier|price|copay|ship|cost
  where (?:can|do) (?:i|you) (?:get|find|buy)|insurance|purchase|in stock|co-pay|resume|jobs?|buy|cv
  return (?:it|them|this)|enrol(?:l)?ment form|how to return|mailing list|unsubscribe|internship|newsletter
  devoluci(?:on|ones)|wrong number|reembolso|descuento|devolver|pedidos?|envios?|enviar|mandan|precio|shirt
  compraste|ofertas|comprar|oferta
  donde (?:la |lo |las |los )?(?:compro|puedo comprar|venden|compraste)
  seleccion de personal|recursos humanos|entrevista|trabajo|empleo|camisa|tfg
  cheaper|expensive|how much (?:is|does|do|are)|out of stock|back in stock|stock|availability|generic version available
  (?:what time|when) (?:does|do|is|are) (?:the |your |you )?(?:pharmacy|pharmacies|store|shop|chemist|clinic|it|they|you) (?:open|close)
  opening (?:hours|times)|open on (?:sunday|saturday|weekends?|holidays?)|store hours|pick(?:ing)? (?:it |them )?up|collect(?:ion)? (?:it|them|my)
  cuanto (?:cuesta|vale|cuestan|valen)|copago|caro|barato|agotado|en stock|existencias|disponibilidad|hay (?:stock|existencias)
  (?:a que hora|cuando) (?:abre|abren|cierra|cierran)|horario|farmacia de guardia|recoger
  how much (?:would|will|should|could) (?:it|this|that|they|the \w+|\w+)(?: \w+){0,3} (?:be|cost)|under (?:my|our|the) (?:plan|insurance|policy)|appeals?|prior auth\w*|formulary
  costaria|cuanto (?:me |le |nos )?(?:costaria|saldria|sale)|cuanto tarda\w* (?:\w+ ){0,3}en (?:mandar|enviar|llegar|entregar)|a domicilio|obra social|mercado pago|pagar con
`);

/** Rhetorical and social questions: musing, jokes, asking the crowd. */
export const RHETORICAL_CUES: readonly PhraseEntry[] = patterns(String.raw`
  who (?:else|wrote|made)|am i the only one|anyone else|seriously\?|alguien mas|why would|really\?|right\?
  seran? (?:pirata|piratas|falso|falsos|falsa|verdad|cierto|mentira)
  por que vamos|a que madre|verdad\?
`);
