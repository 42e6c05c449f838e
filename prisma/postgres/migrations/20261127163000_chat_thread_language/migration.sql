-- AlterTable
ALTER TABLE "ChatThread" ADD COLUMN "language" TEXT;
