-- AlterTable
ALTER TABLE "DatePlan" ADD COLUMN "country" TEXT NOT NULL DEFAULT '';
