-- AlterTable
ALTER TABLE "DatePlan" ADD COLUMN "shareToken" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "DatePlan_shareToken_key" ON "DatePlan"("shareToken");
