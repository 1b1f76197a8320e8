/**
 * The vector search's labelled query set (decision 0022): each query, written for this benchmark, names the texts
 * of /work/shared/data/analysis/triage-dev.jsonl (by id) it must find. Half are in the other language than their
 * text, half avoid the text's words (paraphrases), a few name a drug. The search runs over every text of the
 * shared analysis sets (about 10,000), so the targets compete with thousands of other reactions and complaints.
 */
export interface LabelledQuery {
  q: string;
  lang: 'en' | 'es';
  relevant: readonly string[];
}

export const LABELLED_QUERIES: readonly LabelledQuery[] = [
  { q: 'alcohol after finishing metronidazole', lang: 'en', relevant: ['dev-001'] },
  { q: '¿puedo beber alcohol después del metronidazol?', lang: 'es', relevant: ['dev-001'] },
  { q: 'black particles in amoxicillin suspension powder', lang: 'en', relevant: ['dev-003'] },
  { q: 'motas negras en el polvo del antibiótico', lang: 'es', relevant: ['dev-003'] },
  { q: 'magnesium capsules give me a headache every morning', lang: 'en', relevant: ['dev-007'] },
  { q: 'headache from magnesium', lang: 'en', relevant: ['dev-007'] },
  { q: 'child swallowed antihistamine tablets from the cabinet', lang: 'en', relevant: ['dev-008'] },
  { q: 'mi hijo se tragó las pastillas de cetirizina', lang: 'es', relevant: ['dev-008'] },
  { q: 'fever and sore arm after the flu vaccine', lang: 'en', relevant: ['dev-013'] },
  { q: 'fiebre tras la vacuna de la gripe', lang: 'es', relevant: ['dev-013'] },
  { q: 'Achilles tendon pain after ciprofloxacin', lang: 'en', relevant: ['dev-014'] },
  { q: 'took ibuprofen while pregnant for a headache', lang: 'en', relevant: ['dev-016'] },
  { q: 'embarazada y tomé Espidifen', lang: 'es', relevant: ['dev-016'] },
  { q: 'fewer capsules in the bottle than the label says', lang: 'en', relevant: ['dev-017'] },
  { q: 'faltan cápsulas en el bote', lang: 'es', relevant: ['dev-017'] },
  { q: 'Lexapro smells like nail polish remover', lang: 'en', relevant: ['dev-018'] },
  { q: 'las pastillas huelen a químico', lang: 'es', relevant: ['dev-018'] },
  { q: 'fiebre y escalofríos después de la vacuna del herpes zóster', lang: 'es', relevant: ['dev-019'] },
  { q: 'spray leaking in the box and burning the skin', lang: 'en', relevant: ['dev-020'] },
  { q: 'took a double dose of NyQuil by mistake and felt dizzy', lang: 'en', relevant: ['dev-021'] },
  { q: 'mareado tras tomar dos dosis de jarabe para el resfriado', lang: 'es', relevant: ['dev-021'] },
  { q: 'Ozempic makes me vomit every day', lang: 'en', relevant: ['dev-023'] },
  { q: 'vomiting since the semaglutide dose went up', lang: 'en', relevant: ['dev-023'] },
  { q: 'package leaflet in the wrong language, German', lang: 'en', relevant: ['dev-025'] },
  { q: 'burning when urinating on Jardiance', lang: 'en', relevant: ['dev-026'] },
  { q: 'le arde al orinar desde que toma Jardiance', lang: 'es', relevant: ['dev-026'] },
  { q: 'can metformin be taken at night', lang: 'en', relevant: ['dev-027'] },
  { q: 'how long to wait for coffee after levothyroxine', lang: 'en', relevant: ['dev-029'] },
  { q: 'cuánto esperar para el café después de la levotiroxina', lang: 'es', relevant: ['dev-029'] },
  { q: 'EpiPen liquid looks cloudy', lang: 'en', relevant: ['dev-030'] },
  { q: 'brother abusing cough syrup to get high', lang: 'en', relevant: ['dev-033'] },
  { q: 'headaches and leg pain on the Yasmin pill', lang: 'en', relevant: ['dev-036'] },
  { q: 'Ventolin inhaler clicks but nothing comes out', lang: 'en', relevant: ['dev-038'] },
  { q: 'el inhalador no echa nada al apretarlo', lang: 'es', relevant: ['dev-038'] },
  { q: 'breastfeeding and took metamizole for toothache', lang: 'en', relevant: ['dev-039'] },
  { q: 'turmeric supplements with Sintrom and INR', lang: 'en', relevant: ['dev-040'] },
  { q: 'gave my toddler adult melatonin by mistake', lang: 'en', relevant: ['dev-043'] },
  { q: 'iron tablets stuck together with white powder', lang: 'en', relevant: ['dev-046'] },
  { q: 'pastillas de hierro pegadas', lang: 'es', relevant: ['dev-046'] },
  { q: 'cold remedy sachets were damp and the powder had turned hard', lang: 'en', relevant: ['dev-049'] },
  { q: 'fentanyl patch not sticking on my elderly mother', lang: 'en', relevant: ['dev-051'] },
  { q: 'eye drops smelled of vinegar and my eyes burned', lang: 'en', relevant: ['dev-056'] },
  { q: 'ibuprofen gave me terrible heartburn', lang: 'en', relevant: ['dev-059'] },
  { q: 'insulin pen jammed and my blood sugar went high', lang: 'en', relevant: ['dev-063'] },
  { q: 'hives on my chest after switching to generic loratadine', lang: 'en', relevant: ['dev-066'] },
  { q: 'urticaria en el pecho con la loratadina genérica', lang: 'es', relevant: ['dev-066'] },
];

/**
 * Queries written after the embedder's version 2 weights were chosen on the set above, and never used to tune
 * anything: their recall tells how the embedder does on queries it was not fitted to (decision 0022).
 */
export const HELD_OUT_QUERIES: readonly LabelledQuery[] = [
  { q: 'manchas oscuras en las pastillas de levotiroxina', lang: 'es', relevant: ['dev-005'] },
  { q: 'agujas del bolígrafo de insulina dobladas', lang: 'es', relevant: ['dev-006'] },
  { q: 'caja de Flonase con faltas de ortografía y sangrado de nariz', lang: 'es', relevant: ['dev-011'] },
  { q: 'gotero del colirio roto, el líquido se sale', lang: 'es', relevant: ['dev-044'] },
  { q: 'chewable tablets fused into a lump', lang: 'en', relevant: ['dev-060'] },
  { q: 'vitamin D box already past its expiry date', lang: 'en', relevant: ['dev-061'] },
  { q: 'broken applicator for the clotrimazole vaginal cream', lang: 'en', relevant: ['dev-064'] },
  { q: 'pérdida de efecto del metilfenidato a mediodía', lang: 'es', relevant: ['dev-067'] },
  { q: 'Frenadol sachet opened, powder caked and yellow', lang: 'en', relevant: ['dev-069'] },
  { q: 'sarpullido en los brazos tras la segunda dosis de Shingrix', lang: 'es', relevant: ['dev-072'] },
  { q: 'dry cough at night since starting enalapril', lang: 'en', relevant: ['dev-073'] },
  { q: 'decongestant raised my father’s blood pressure', lang: 'en', relevant: ['dev-074'] },
  { q: 'can omeprazole capsules be opened and mixed with yogurt', lang: 'en', relevant: ['dev-076'] },
  { q: 'insomnia and racing heart on sertraline', lang: 'en', relevant: ['dev-078'] },
  { q: 'alternating ibuprofen and paracetamol for a feverish toddler', lang: 'en', relevant: ['dev-079'] },
  { q: 'effervescent vitamin C tablet does not dissolve', lang: 'en', relevant: ['dev-082'] },
  { q: 'se me cae el pelo con Mounjaro', lang: 'es', relevant: ['dev-084'] },
  { q: 'rash all over after amoxicillin in a child', lang: 'en', relevant: ['dev-086'] },
  { q: 'tramadol making my elderly mother confused and hallucinating', lang: 'en', relevant: ['dev-109'] },
  { q: 'gave the baby the whole dropper of vitamin D drops', lang: 'en', relevant: ['dev-111'] },
  { q: 'tabletas rotas y hechas polvo en el bote de ibuprofeno', lang: 'es', relevant: ['dev-097'] },
  { q: 'two pills in one day of the contraceptive blister', lang: 'en', relevant: ['dev-099'] },
];
