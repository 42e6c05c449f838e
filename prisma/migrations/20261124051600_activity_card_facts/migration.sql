-- AlterTable
ALTER TABLE "Activity" ADD COLUMN "bookingUrl" TEXT;
ALTER TABLE "Activity" ADD COLUMN "hoursToday" TEXT;
ALTER TABLE "Activity" ADD COLUMN "photo" TEXT;
ALTER TABLE "Activity" ADD COLUMN "priceLevel" INTEGER;
ALTER TABLE "Activity" ADD COLUMN "website" TEXT;

