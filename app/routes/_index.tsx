import type { MetaFunction } from "@remix-run/node";
import { PlannerPage } from "~/components/planner/planner-page";

export const meta: MetaFunction = () => [{ title: "Amble – date and outing planner" }];

export default function PlannerRoute() {
  return <PlannerPage />;
}
