// Any unknown path shows the planner.
export { action, default, loader, meta } from "./_index";
