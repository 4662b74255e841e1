// Imported before @supabase/lite: the local stack never reports usage anywhere.
process.env.LITE_TELEMETRY ??= '0';
process.env.DO_NOT_TRACK ??= '1';
