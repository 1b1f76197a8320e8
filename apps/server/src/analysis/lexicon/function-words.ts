/**
 * Words that carry no meaning of their own in English or Spanish (articles, pronouns, prepositions, auxiliaries):
 * search by meaning leaves them out, and a model's reason never quotes them alone. Folded (no accents, lower case).
 */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the and or of to in on at for with by from as is are was were be been it its this that these those i me my ' +
    'we our you your he she his her they them their not no but so if then than after before about have has had do ' +
    'does did can could would should will just very also some any all el la los las un una unos unas y o de del al ' +
    'en con por para que se su sus es son fue era lo le les me mi mis tu te nos como pero mas muy ya tras sin ha he ' +
    'han hay esto esta este estos estas eso esa ese'
  ).split(' '),
);
