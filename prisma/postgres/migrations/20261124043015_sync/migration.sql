-- DropIndex
DROP INDEX "SignInCode_codeHash_key";

-- AlterTable
ALTER TABLE "SignInCode" ADD COLUMN     "totp" TEXT NOT NULL DEFAULT '';

