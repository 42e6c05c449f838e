-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_SignInCode" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "email" TEXT NOT NULL,
    "codeHash" TEXT NOT NULL,
    "totp" TEXT NOT NULL DEFAULT '',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "usedAt" DATETIME,
    "expiresAt" DATETIME NOT NULL,
    "ipHash" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
INSERT INTO "new_SignInCode" ("attempts", "codeHash", "createdAt", "email", "expiresAt", "id", "ipHash", "usedAt") SELECT "attempts", "codeHash", "createdAt", "email", "expiresAt", "id", "ipHash", "usedAt" FROM "SignInCode";
DROP TABLE "SignInCode";
ALTER TABLE "new_SignInCode" RENAME TO "SignInCode";
CREATE INDEX "SignInCode_email_createdAt_idx" ON "SignInCode"("email", "createdAt");
CREATE INDEX "SignInCode_ipHash_createdAt_idx" ON "SignInCode"("ipHash", "createdAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

