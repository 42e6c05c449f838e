// The built-in writer's words for one stop, its inputs in order, so a test reads as one line per case.
import type { Stop } from "~/planning/engine/compose";
import { writeActivity, type StopWriting } from "~/planning/writers/builtin";

export const writeStop = (
  stop: Stop,
  index: number,
  count: number,
  language: StopWriting["language"],
  seed: number,
  company: StopWriting["company"],
) => writeActivity({ stop, index, count, language, seed, company });
