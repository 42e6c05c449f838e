// Any unknown path shows the planner (SPEC §2).
export { default, meta } from "./_index";
