import type { ClaimSourceId } from './claim-sources.ts';

/**
 * Who, where and when a finding holds for (Sumner et al., 2014: a finding in animals or cells
 * told as one in people; Peters & Chin-Yee, 2025: a sample's result told as everyone's). A scope
 * is a phrase led by one of `scopePrepositions` whose head is one of these nouns ("in aged
 * mice", "among adults over 65", "during the 2023 season"), one of `fixedScopes`, or a
 * species named anywhere ("knockout mice showed…").
 */
const nouns = (list: string): ReadonlySet<string> => new Set(list.trim().split(/\s+/));

export const scopeSources: readonly ClaimSourceId[] = ['sumner-2014', 'peters-2025'];

/** People and the groups a study samples. */
export const populationNouns = nouns(`
  adult adults child children kid kids adolescent adolescents teenager teenagers teen teens youth
  youths infant infants toddler toddlers newborn newborns baby babies student students pupil
  pupils learner learners woman women man men girl girls boy boys mother mothers father fathers
  parent parents patient patients participant participants respondent respondents individual
  individuals people person persons volunteer volunteers worker workers employee employees nurse
  nurses teacher teachers clinician clinicians physician physicians smoker smokers nonsmoker
  nonsmokers drinker drinkers user users household households family families veteran veterans
  resident residents voter voters farmer farmers firm firms company companies school schools
  hospital hospitals clinic clinics practice practices country countries region regions city
  cities town towns neighbourhood neighbourhoods neighborhood neighborhoods village villages
  community communities population populations carrier carriers survivor survivors case cases
  control controls elderly retiree retirees consumer consumers customer customers exporter
  exporters those
`);

/** Animals, plants and the models that stand in for people. */
export const speciesNouns = nouns(`
  mouse mice rat rats zebrafish primate primates monkey monkeys macaque macaques dog dogs cat cats
  pig pigs piglet piglets sheep cattle cow cows calf calves chicken chickens bird birds fish
  fly flies drosophila worm worms nematode nematodes plant plants seedling seedlings wheat maize
  rice bee bees bumblebee bumblebees ferret ferrets rabbit rabbits hamster hamsters animal
  animals yeast bacteria cell cells culture cultures slice slices organoid organoids tissue
  tissues xenograft xenografts littermate littermates rodent rodents larva larvae tadpole tadpoles
  frog frogs turtle turtles beetle beetles species colony colonies bivalve bivalves oyster oysters
  mussel mussels insect insects amphibian amphibians neuron neurons
`);

/**
 * Animals that stand in for people in the laboratory: a finding in them is scoped to them
 * wherever they are named ("knockout mice showed…", "dogs fed a raw diet"), not only after a
 * preposition (Sumner et al., 2014: animal findings told as human ones).
 */
export const modelOrganisms = nouns(`
  mouse mice rat rats rodent rodents primate primates monkey monkeys macaque macaques ferret
  ferrets rabbit rabbits hamster hamsters pig pigs piglet piglets zebrafish drosophila nematode
  nematodes yeast xenograft xenografts organoid organoids dog dogs
`);

/** Where: settings, sites and conditions of a study. */
export const settingNouns = nouns(`
  laboratory lab field fields plot plots farm farms woodland woodlands forest forests reef reefs
  island islands river rivers catchment catchments paddock paddocks site sites ward wards
  classroom classrooms building buildings tropics setting settings condition
  conditions model models arm arms group groups wild greenhouse greenhouses soil soils
  workload workloads benchmark benchmarks dataset datasets notes images task tasks spray
  countryside network networks
`);

/** Conditions a finding holds in: "in Parkinson's disease", "in breast cancer". */
export const conditionNouns = nouns(`
  disease diseases syndrome syndromes disorder disorders cancer cancers infection infections
  injury injuries
`);

/** The study itself: "in this sample", "in our cohort", "in the per-protocol analysis". */
export const sampleNouns = nouns(`
  sample samples cohort cohorts trial trials study studies analysis analyses data dataset
  survey surveys pilot replication set subsample subgroup subgroups
`);

/** When: periods, seasons and stages. */
export const periodNouns = nouns(`
  season seasons year years month months week weeks day days period periods follow-up decade
  decades winter winters summer summers spring autumn fall pregnancy adolescence childhood
  infancy drought droughts storm storms weekend weekends night nights morning mornings
  hour hours minute minutes era wave waves term semester quarter lifetime
`);

/** Prepositions that can lead a scope phrase. */
export const scopePrepositions = nouns(`
  in among amongst within across during over at after on throughout between by along following
`);

/**
 * Prepositions of time whose phrase is a period whatever its noun ("after cardiac surgery",
 * "during the drought", "within 30 days").
 */
export const periodPrepositions = nouns(`after during within following throughout`);

/** Capitalised words after "in" that name a part of the paper, not a place or a population. */
export const documentParts = nouns(`
  table tables figure figures fig fig. section sections appendix supplementary supplement box
  chapter panel panels equation eq
`);

/** Scope phrases of fixed words: where an experiment was done rather than who it was done on. */
export const fixedScopes: readonly string[] = [
  'in vitro',
  'in vivo',
  'ex vivo',
  'in silico',
  'in situ',
  'in culture',
  'in cell culture',
  'in cell cultures',
  'in the laboratory',
  'in the lab',
  'in the field',
];
