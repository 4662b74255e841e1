/**
 * Regular verbs common in research e-mails, abstracts, grant text and reviewer replies. Their
 * forms let a rewrite find the base of a word it must turn back into one ("please consider
 * reviewing" → "please review"; "is reviewed by the panel" → "the panel reviews"). A verb not
 * listed here (nor irregular, nor in a rule) is simply left alone where its base is needed.
 */
const list = `
  accept access achieve acknowledge act adapt add address adjust adopt advance advise affect
  agree aim allow alter analyze analyse annotate answer apologize appear apply appoint
  appreciate approach approve archive argue arrange arrive ask assess assign assist assume
  attach attempt attend attract audit avoid balance base believe benefit block book borrow
  calculate calibrate call cancel capture care carry categorize cause change charge check
  circulate cite claim clarify classify clean clear close code collaborate collect combine
  comment commit communicate compare compile complete comply compute concern conclude
  conduct confirm connect consider consist consolidate construct consult contact contain
  continue contribute control convert convince coordinate copy correct correlate count cover
  create credit cross curate damage debug decide declare decline decrease define delay
  delete deliver demonstrate deny depend deposit derive describe design detail detect
  determine develop differ digitize direct disagree discover discuss dismiss display
  distinguish distribute divide document double download draft drop earn edit
  educate elaborate email emphasize employ enable encourage end engage enhance enjoy enroll
  ensure enter establish estimate evaluate examine exceed exclude execute exhibit expand
  expect explain explore export express extend extract face fail fill filter finalize finish
  fit fix flag focus follow form format forward fund gather generate grant guide handle
  happen help highlight hire host identify ignore illustrate impact implement imply import
  improve include increase indicate inform initiate insert install intend interpret
  interview introduce invest investigate invite involve isolate join judge justify label
  launch learn limit link list listen live load locate look maintain manage map mark match
  measure mention merge migrate minimize miss model modify monitor move name need note
  notice notify observe obtain occur offer omit open operate order organize outline own
  participate pass perform permit pick pilot place plan plot point possess post predict
  prefer prepare present preserve prevent print prioritize process produce program project
  promise promote propose protect provide publish pull purchase push qualify question raise
  rank rate reach react realize receive recognize recommend record recruit reduce refer
  reflect register reject relate release rely remain remember remind remove rename repeat
  replace reply report represent request require reschedule research resolve respond rest
  restore restrict result resubmit retain retrieve return reuse reveal review revise
  revisit sample save scan schedule score screen search secure select separate serve share
  shift sign simplify simulate solve sort specify stage start state stay stop store stress
  structure study submit succeed suggest summarize supervise supply support survey suspect
  switch talk target test thank track train transfer transform translate travel treat
  trigger try turn type update upload use utilize validate value verify view visit vote wait
  want warn wash watch weigh welcome wish wonder work worry
`;

export const commonVerbs: readonly string[] = list.trim().split(/\s+/);

/**
 * Verbs that formal and technical prose uses where a plainer one would do: the word lists
 * rewrite them ("utilise", "ascertain", "leverage"), and every rule must read them as verbs
 * wherever they stand ("was ascertained by"). Listed after the common and irregular verbs, so a
 * word that is a form of both reads as theirs first. "successfully" and "adversely" head
 * phrasal entries ("successfully complete") and have always been read as verb bases here.
 */
const lessCommon = `
  utilise commence terminate endeavor endeavour ascertain transmit relocate finalise reside
  solicit expedite expend preclude anticipate discontinue deem necessitate elucidate alleviate
  ameliorate accentuate acquiesce accede bestow cease strategize strategise transpire
  successfully adversely attain leverage manufacture erect rectify accelerate apprise conceal
  diminish emphasise enquire envisage materialise materialize peruse prohibit reconsider
  reimburse reiterate depart desire promulgate witness ideate operationalize operationalise
  acquire procure prioritise disseminate quantify administer exacerbate mitigate minimise
  optimize optimise eliminate enumerate comprehend
`;

export const lessCommonVerbs: readonly string[] = lessCommon.trim().split(/\s+/);
