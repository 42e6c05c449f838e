-- AlterTable
ALTER TABLE "Activity" ADD COLUMN     "bookingUrl" TEXT,
ADD COLUMN     "hoursToday" TEXT,
ADD COLUMN     "photo" TEXT,
ADD COLUMN     "priceLevel" INTEGER,
ADD COLUMN     "website" TEXT;

