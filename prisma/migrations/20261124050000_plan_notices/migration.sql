-- AlterTable
ALTER TABLE "DatePlan" ADD COLUMN "notices" JSONB;
