/** The goals: pairs judged right, no claim changed offline, the reading's cost. */
export const claimGoals = {
  overstatedRefusedPercent: 95,
  faithfulAcceptedPercent: 95,
  offlineChanged: 0,
  readingP50At8000Ms: 3,
  /** Twice the text, at most this many times the time: linear, with room for noise. */
  linearRatio: 2.6,
};
