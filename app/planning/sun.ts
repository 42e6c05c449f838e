// Sunrise and sunset at a place on a local date: what the daylight rule, the tips and the model's prompt
// all read the day's light from.
import SunCalc from "suncalc";
import { zonedInstant } from "./time";

/**
 * Sunrise and sunset (instants) of a local date at a place, or "up"/"down" on a polar day or night,
 * when the sun does not cross the horizon at all.
 */
export function sunriseSunset(
  date: string,
  place: { lat: number; lng: number; timeZone: string },
): { sunrise: number; sunset: number } | "up" | "down" {
  const noon = zonedInstant(date, 12, 0, place.timeZone);
  const { sunrise, sunset } = SunCalc.getTimes(noon, place.lat, place.lng);
  if (Number.isNaN(sunrise.getTime()) || Number.isNaN(sunset.getTime())) {
    return SunCalc.getPosition(noon, place.lat, place.lng).altitude > 0 ? "up" : "down";
  }
  return { sunrise: sunrise.getTime(), sunset: sunset.getTime() };
}
