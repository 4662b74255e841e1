import { checkPlaceholders, foreignPlaceholders } from '../privacy/placeholder-check.ts';
import { restore } from '../privacy/placeholder-restore.ts';
import type { PrivacyVault } from '../privacy/privacy-vault.ts';
import { kindOfPlaceholder, type WithheldKind, withheldKinds } from '../privacy/withheld-kinds.ts';
import type { ParsedReply } from './reply-parsing.ts';

/**
 * A reply to a masked draft, read as the vendor wrote it, with every placeholder put back:
 * the refined message, each change's words and reason, and the notes. Parsing comes first, so
 * a value that looks like Markdown (`p**ss`, `__init__`) is put back exactly as typed, never
 * read as bold.
 */
export function restoreParsedReply(parsed: ParsedReply, vault: PrivacyVault): ParsedReply {
  const back = (text: string) => restore(text, vault);
  return {
    refined: back(parsed.refined),
    changes: parsed.changes.map((change) => ({
      reason: back(change.reason),
      ...(change.before === undefined ? {} : { before: back(change.before) }),
      ...(change.after === undefined ? {} : { after: back(change.after) }),
    })),
    notes: parsed.notes.map(back),
  };
}

/** What a reply did wrong to the draft's placeholders, by kind (never a value); none: intact. */
export interface PlaceholdersLost {
  /** The kinds of the values it dropped, duplicated, altered or swapped, in the kinds' order. */
  kinds: WithheldKind[];
}

/**
 * Whether a reply kept the draft's placeholders as the fact lock keeps numbers: its refined
 * message must have each one, none more often than the draft, none made up or broken
 * (`checkPlaceholders`). Its CHANGES may quote a placeholder again, but nowhere may it write
 * one this request never made: that one could not be put back.
 */
export function placeholdersLost(
  reply: { text: string; refined: string },
  vault: PrivacyVault,
): PlaceholdersLost | undefined {
  const check = checkPlaceholders(reply.refined, vault);
  const foreign = foreignPlaceholders(reply.text, vault);
  if (check.intact && foreign.length === 0) return undefined;
  const touched = new Set(
    [...check.missing, ...check.duplicated, ...check.altered, ...check.traded, ...foreign].flatMap(
      (placeholder) => kindOfPlaceholder(placeholder) ?? [],
    ),
  );
  return { kinds: withheldKinds.filter((kind) => touched.has(kind)) };
}
