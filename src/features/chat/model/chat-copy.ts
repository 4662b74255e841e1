/** The help banner, word for word (spec §2 Keyboard). */
export const helpText =
  'ENTER TO SEND • CTRL+L TO CLEAR • ESC FOR SETTINGS • [1-4] FOR MENU OPTIONS';

/**
 * Our own keys, shown on a line under the help banner: the spec's help text stays word for word.
 */
export const keyHintText =
  'D TO SHOW OR HIDE THE DIFF OF THE LATEST OR FOCUSED REPLY • X TO STOP A REPLY • SHIFT+S SHORTER • SHIFT+F FORMAL • SHIFT+W FRIENDLIER • SHIFT+T DIRECT • SHIFT+P PLAIN • O OFFLINE';

/** The private mark, named in the help under the key hints (docs/privacy.md). */
export const privateMarkHint = 'WRITE {{ AND }} AROUND ANYTHING THE AI VENDOR MUST NOT SEE';

/** The impact line under each reply, named in the help (docs/reply-in-the-terminal.md). */
export const impactHint =
  "IMPACT: WHERE YOUR POINT STANDS BEFORE → AFTER, YOUR ASKS, THEIR DEADLINE AND THE BODY'S WORDS";

/** What the offline switch guarantees, named in the help (docs/privacy.md). */
export const offlineHint =
  'OFFLINE [O]: YOUR DRAFTS STAY ON OUR SERVER. THE OFFLINE ENGINE ANSWERS AND NO AI VENDOR IS CALLED OR SEES THEM';

/** In the DIFF, each change is a control the writer keeps or turns down. */
export const changeChoiceHint =
  'IN THE DIFF, PRESS A CHANGE TO TURN IT DOWN: COPY AND THE STYLES TAKE ONLY THE CHANGES YOU KEEP';

/**
 * The help's smaller lines under the spec's help text: our keys, the private mark, impact, the
 * offline switch and the DIFF's choices.
 */
export const helpDetailText = `${keyHintText}\n${privateMarkHint}\n${impactHint}\n${offlineHint}\n${changeChoiceHint}`;

/** The header badge (spec §2 says `Active Provider: Auto (Router)`), and with offline on. */
export const providerBadgeText = {
  router: 'Active Provider: Auto (Router)',
  offline: 'Active Provider: Offline (on our server)',
} as const;

/** Status banners (spec §4). */
export const statusText = {
  historyCleared: 'CHAT HISTORY CLEARED',
  conversationExported: 'CONVERSATION EXPORTED TO DOWNLOADS',
  signedOut: 'SIGNED OUT',
  routerTestComplete: 'ROUTER TEST COMPLETE',
  routerTestFailed: 'ROUTER TEST FAILED',
  offlineOn: 'OFFLINE: YOUR DRAFTS STAY ON OUR SERVER; NO AI VENDOR IS CALLED',
  offlineOff: 'OFFLINE OFF: THE ROUTER SENDS YOUR DRAFTS TO AN AI VENDOR',
  /** Said in the router test's line when the offline switch is on: what was tested. */
  routerTestOffline: 'OFFLINE: ONLY THE ENGINE ON OUR SERVER WAS TESTED',
} as const;

/** How long a status banner stays (spec §9). */
export const statusBannerDurationMs = 2_000;
/** How long the help banner stays (spec §9). */
export const helpBannerDurationMs = 4_000;

/** The fixed router-test prompt: about clear writing and decisions. */
export const routerTestPrompt =
  'In two sentences, explain why clear writing leads to better decisions.';

/** The footer disclaimer, word for word. */
export const disclaimerText =
  'Outputs may be inaccurate or incomplete and should be reviewed before use. Not legal, financial, or medical advice.';

/** Prefix of a reply that reports a failure. */
export const errorReplyPrefix = 'ERROR: ';

/** The line a reply the writer stopped leaves (STOP, or X): no failure; a typed draft comes back. */
export const stoppedReplyText = 'STOPPED: you stopped this reply.';

/** Prefix of the line that says why a streamed answer was set aside. */
export const replacedLinePrefix = 'REPLACED: ';
