/**
 * English irregular verbs as "base past participle" (one a line, spaces between), for the forms
 * the rewrites produce and recognise: "made a decision" → "decided", "was written by" → "wrote".
 * Where American and British usage differ, the American form is given ("got", "proved").
 */
const table = `
  arise arose arisen · bear bore borne · beat beat beaten · become became become
  begin began begun · bend bent bent · bind bound bound · bite bit bitten · bleed bled bled
  blow blew blown · break broke broken · breed bred bred · bring brought brought
  build built built · buy bought bought · cast cast cast · catch caught caught
  choose chose chosen · cling clung clung · come came come · cost cost cost · creep crept crept
  cut cut cut · deal dealt dealt · dig dug dug · do did done · draw drew drawn
  drink drank drunk · drive drove driven · eat ate eaten · fall fell fallen · feed fed fed
  feel felt felt · fight fought fought · find found found · flee fled fled · fly flew flown
  forbid forbade forbidden · forecast forecast forecast · foresee foresaw foreseen
  forget forgot forgotten · forgive forgave forgiven · freeze froze frozen · get got got
  give gave given · go went gone · grind ground ground · grow grew grown · hang hung hung
  have had had · hear heard heard · hide hid hidden · hit hit hit · hold held held
  hurt hurt hurt · keep kept kept · know knew known · lay laid laid · lead led led
  leave left left · lend lent lent · let let let · light lit lit · lose lost lost
  make made made · mean meant meant · meet met met · mislead misled misled
  mistake mistook mistaken · misunderstand misunderstood misunderstood
  overcome overcame overcome · oversee oversaw overseen · overtake overtook overtaken
  overwrite overwrote overwritten · pay paid paid · prove proved proven · put put put
  quit quit quit · read read read · rebuild rebuilt rebuilt · redraw redrew redrawn · redo redid redone
  rethink rethought rethought · rewrite rewrote rewritten · ride rode ridden · ring rang rung
  rise rose risen · run ran run · say said said · see saw seen · seek sought sought
  sell sold sold · send sent sent · set set set · shake shook shaken · shed shed shed
  shine shone shone · shoot shot shot · show showed shown · shrink shrank shrunk
  shut shut shut · sing sang sung · sink sank sunk · sit sat sat · sleep slept slept
  slide slid slid · speak spoke spoken · speed sped sped · spend spent spent · spin spun spun
  split split split · spread spread spread · stand stood stood · steal stole stolen
  stick stuck stuck · sting stung stung · strike struck struck · strive strove striven
  swear swore sworn · sweep swept swept · swim swam swum · swing swung swung
  take took taken · teach taught taught · tear tore torn · tell told told
  think thought thought · throw threw thrown · undergo underwent undergone
  understand understood understood · undertake undertook undertaken · undo undid undone
  uphold upheld upheld · wake woke woken · wear wore worn · weave wove woven · win won won
  withdraw withdrew withdrawn · withhold withheld withheld · write wrote written
`;

export interface IrregularForms {
  past: string;
  participle: string;
}

export const irregularVerbs: ReadonlyMap<string, IrregularForms> = new Map(
  table
    .split(/[·\n]/)
    .map((entry) => entry.trim().split(/\s+/))
    .filter((parts) => parts.length === 3)
    .map(([base, past, participle]) => [base!, { past: past!, participle: participle! }]),
);

/** Third person singular forms that no spelling rule gives. */
export const irregularThirdPerson: ReadonlyMap<string, string> = new Map([
  ['have', 'has'],
  ['do', 'does'],
  ['go', 'goes'],
  ['undergo', 'undergoes'],
  ['undo', 'undoes'],
  ['redo', 'redoes'],
]);
