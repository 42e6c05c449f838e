// The SQLite database holds e-mail addresses and sessions: its folder is the owner's alone (0700) and
// its files, including the write-ahead log, are readable by the owner only (0600).
import fs from "node:fs";
import path from "node:path";
import { dataDir } from "~/utils/data-location";

export function restrictDatabaseFiles(file: string): void {
  // Only Amble's own data folder: a DATABASE_URL=file:… may point into a folder others use.
  if (path.dirname(file) === dataDir()) fs.chmodSync(dataDir(), 0o700);
  for (const name of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) {
    if (fs.existsSync(name)) fs.chmodSync(name, 0o600);
  }
}
