/**
 * Word lists for finding the passive voice: a form of "be", up to two adverbs, then a past
 * participle. Regular participles end in "-ed"; the irregular ones are listed here, and
 * retext-passive's list is read right after "be".
 */
import { words } from '../text/english/word-classes.ts';

/** Words that may stand between "be" and its participle: "was carefully analyzed". */
export const betweenWords: ReadonlySet<string> = words(`
  not never also often always just still already then all both first later now since once soon
  indeed even again ever
  thus therefore further
`);

/** Common irregular past participles, read after "be" and its adverbs ("was carefully written"). */
export const irregularParticiples: ReadonlySet<string> = words(`
  awoken beaten begun bent bet bid bitten bled blown born borne bred
  broken brought built burnt bought cast caught chosen clung cut dealt done drawn dreamt
  driven dug eaten fed felt fought found fled flown forbidden forecast foreseen
  forgiven forgotten frozen given grown held hidden hit hung heard hurt kept
  known laid led learnt left lent let lit lost made meant met mistaken misunderstood overcome
  overseen overtaken overthrown overwritten paid proven put quit read rebuilt redone rewritten
  ridden run rung said sought seen sold sent set sewn shaken shot shown
  shrunk shut slain slid slung sown spent spilt spoken spread sprung spun split stolen struck
  stuck stung sunk sung sworn swept swollen swung taken taught thought thrown told torn
  trodden undergone understood undertaken undone upheld withdrawn withheld woken won
  worn woven written
`);

/**
 * retext-passive's list (MIT), read right after "be" even past punctuation ("was, found"), as
 * that plugin reads it; simple pasts stand in it too ("was broke"). A copy: the package exports
 * only its plugin, not the list (`lib/list.js`).
 */
export const participlesRightAfterBe: ReadonlySet<string> = words(`
  awoken awoke beaten beat begun began bent bitten bit bled blown blew broken broke brought built
  bought caught chosen chose dealt done did drawn drew driven drove eaten ate fed felt fought
  found forbidden forbade forgotten forgot forgiven forgave frozen froze gotten got given gave
  ground grinded hung heard hidden hid hit held hurt kept known knew laid led let lost made meant
  met paid proven proved put read ridden rode rung rang run ran said seen saw sold sent shaken
  shook shaved shot shown shut sung sunk slain slew slid spoken spoke spent spun split spread
  stolen stole struck swept swung taken took taught torn tore told thought thrown threw undergone
  underwent understood upset woken woke worn wore won withdrawn withdrew written wrote been born
  become beset bet bid bidden bound bred broadcast burnt burst cast clung come cost crept cut dug
  dived dreamt drunk fallen fit fled flung flown foregone forsaken gone grown knelt knit leapt
  learnt left lent lain lighted misspelt mistaken mown overcome overdone overtaken overthrown pled
  quit rid risen sawn sought set sewn shaven shorn shed shone shod shrunk sat slept slung slit
  smitten sown sped spilt spit sprung stood stuck stung stunk stridden strung striven sworn
  swollen swum thrived thrust trodden upheld woven wed wept wound withheld withstood wrung
`);

/**
 * Words after "be" that are not flagged: "-ed" words that describe a state ("I was
 * interested"), words that merely end in "ed" ("indeed"), and participles that are more often
 * nouns or intransitive ("ground truth", "is gone"), which retext-passive would flag.
 */
export const notParticiples: ReadonlySet<string> = words(`
  arisen become bound fallen gone ground knelt risen shone upset wound aged amazed annoyed ashamed bed beloved bored concerned confused crooked delighted
  disappointed embarrassed excited exceed experienced feed frustrated heed indeed interested
  married naked need pleased proceed qualified ragged red rugged sacred satisfied seed shed
  skilled sophisticated speed succeed supposed surprised talented thrilled tired wicked
  worried
`);
