-- AlterTable
ALTER TABLE "DatePlan" ADD COLUMN "editUndo" JSONB;
