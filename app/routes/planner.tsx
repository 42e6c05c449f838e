export { action, default, loader, meta } from "./_index";
