/** The words pages head their recipe parts with ('Ingredients', 'Zubereitung', 'Step 2', 'Recipe'). */

export const INGREDIENT_HEADING =
  /^(?:the\s+)?(?:ingredients?(?:\s+list)?|ingredient\s+list|what\s+you(?:'|’)?ll\s+need|you\s+will\s+need|zutaten(?:liste)?|ingr[ée]dients?|ingredientes|ingredienti|sk[łl]adniki|ingredi[eë]nten|ingredienser|ainekset|sastojci|hozz[áa]val[óo]k|suroviny|ingrediente|potrzebne\s+sk[łl]adniki|ingredients\s+needed|for\s+the\s+recipe|benodigdheden|du\s+beh[öo]ver|das\s+brauchst\s+du|was\s+du\s+brauchst|ce\s+qu(?:'|’)il\s+(?:vous\s+)?faut|lo\s+que\s+necesitas)\b[\s:.]*(?:\(.*\))?(?:\s*(?:for|für|pour|para|per|voor|för|til|dla|na)\s+[^:.!?]{1,40}[\s:.]*|\s*\d{1,3}\s+[^\s\d:.!?]{2,15}\.?)?$|^(?:材料|食材|用料|配料|材料と分量|재료)[\s:：]*$/i;
export const INSTRUCTION_HEADING =
  /^(?:the\s+)?(?:instructions?|directions?|method|methods|preparation|prep(?:aration)?\s+method|steps?|how\s+to\s+make(?:\s+it)?|steps\s+to\s+make(?:\s+it)?|cooking\s+instructions|recipe\s+instructions|zubereitung(?:sschritte)?|anleitung|so\s+geht(?:'|’)?s|pr[ée]paration|[ée]tapes|instructions\s+de\s+pr[ée]paration|preparaci[óo]n|elaboraci[óo]n|modo\s+de\s+preparo|modo\s+de\s+preparaci[óo]n|pasos|procedimento|procedure|procedura|step[\s-]*by[\s-]*step|tillagning|g[öo]r\s+s[åa]\s+h[äa]r|s[åa]dan\s+g[øo]r\s+du|fremgangsm[åa]te|preparazione|procedimiento|przygotowanie|spos[óo]b\s+przygotowania|wykonanie|bereiding(?:swijze)?|werkwijze|fremgangsm[åa]de|tilberedning|valmistus|postup(?:\s+p[řr]ípravy)?|elk[ée]sz[íi]t[ée]s|priprema|mod\s+de\s+preparare|metodo|zo\s+maak\s+je\s+(?:het|dit|ze)|slik\s+gj[øo]r\s+du(?:\s+det)?|s[åa]\s+h[äa]r\s+g[öo]r\s+du|so\s+wird(?:'|’)?s\s+gemacht|come\s+si\s+prepara|come\s+(?:fare|preparare)\s+(?:il|lo|la|i|gli|le|l['’])\s*[^.!?]{1,80}|c[óo]mo\s+se\s+(?:hace|prepara))\b[\s:.]*(?:\(.*\))?(?:\s*(?:for|für|pour|para|per|voor|för|til|dla|na)\s+[^:.!?]{1,40}[\s:.]*)?$|^(?:做法|步骤|作法|制作方法|作り方|만드는\s*법|조리\s*방법)[\s:：]*$/i;
export const OTHER_HEADING =
  /^(?:recipe\s+)?(?:notes?|tips?|nutrition(?:al)?|n[äa]hrwert(?:e|angaben)?|valeurs?\s+nutritionnelles?|informaci[oó]n\s+nutricional|valori\s+nutrizionali|voedingswaarden?|n[äa]ringsv[äa]rde|equipment|video|faq|comments?|reviews?|discussion|diskussion|diskusia|diskuse|diskuze|dyskusja|related|variations?|you\s+may\s+also\s+like|more\s+recipes|storage|serving\s+suggestions?|print|share|save|pin\s+it|rate|jump\s+to|leave\s+a|tags?|categor(?:y|ies)|hinweis|tipps?|kommentare|astuces?|commentaires|consejos|comentarios|note|commenti|uwagi|opmerkingen|sugerencias?|suggerimenti|consigli|conseils?)\b/i;

export const STEP_HEADING =
  /^(?:(?:step|schritt|[ée]tape|paso|passo|stap|krok|trin|steg)\s*\d{1,2}\b|\d{1,2}[.)]\s+\S)/i;

/** A step's own label shown as a block above its text ('Step 1', 'Étape 2'). */
export const STEP_LABEL = /^(?:step|schritt|[ée]tape|paso|passo|stap|krok)\s*\d{1,2}\s*[.:]?$/i;

/** 'Recipe', 'Recipe: Orange juice carrots', 'A recept': a heading over the whole recipe. */
export const RECIPE_HEADING =
  /^(?:(?:the|a|az|il|la|le|el|das|het|de)\s+)?(?:recipe|rezept|recette|receta|ricetta|recept|receptet|przepis|receita|oppskrift|opskrift|resepti)\b(?:\s*[:–—-]\s*[^.!?]{1,80})?$/i;

/** Heading text without decoration: leading emoji / symbols / numbering, trailing colon. */
export function headingText(t: string): string {
  return t
    .replace(/^[^\p{L}]+/u, '')
    .replace(/[\s:.]+$/, '')
    .trim();
}
