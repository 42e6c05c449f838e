-- AlterTable
ALTER TABLE "Activity" ADD COLUMN     "spend" INTEGER;

-- AlterTable
ALTER TABLE "DatePlan" ADD COLUMN     "currency" TEXT NOT NULL DEFAULT 'EUR';
