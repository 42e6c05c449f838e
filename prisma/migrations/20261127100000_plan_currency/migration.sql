-- AlterTable
ALTER TABLE "DatePlan" ADD COLUMN "currency" TEXT NOT NULL DEFAULT 'EUR';

-- AlterTable
ALTER TABLE "Activity" ADD COLUMN "spend" INTEGER;
