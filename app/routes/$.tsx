// Any unknown path shows the planner (SPEC §2).
export { action, default, loader, meta } from "./_index";
