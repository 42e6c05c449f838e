-- AlterTable
ALTER TABLE "DatePlan" ADD COLUMN     "revokedShareToken" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "DatePlan_revokedShareToken_key" ON "DatePlan"("revokedShareToken");
