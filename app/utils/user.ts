// What the browser may know about a user, and the display rules for it.
export type PublicUser = {
  id: string;
  email: string;
  name: string | null;
  profileImage: string | null;
  createdAt: string;
  tier: "free" | "premium";
};

type UserRow = {
  id: string;
  email: string;
  name: string | null;
  profileImage: string | null;
  createdAt: Date;
  subscription?: { tier: string; currentPeriodEnd: Date | null } | null;
};

export function isPremium(subscription: UserRow["subscription"], now = new Date()): boolean {
  if (subscription?.tier !== "premium") return false;
  return !subscription.currentPeriodEnd || subscription.currentPeriodEnd > now;
}

export function publicUser(user: UserRow): PublicUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    profileImage: user.profileImage,
    createdAt: user.createdAt.toISOString(),
    tier: isPremium(user.subscription) ? "premium" : "free",
  };
}

/** The name shown for a user: their name, or the local part of their e-mail. */
export function displayName(user: Pick<PublicUser, "email" | "name">): string {
  return user.name?.trim() || user.email.split("@")[0];
}

/** First letters of the name's words, or the first two letters of the e-mail's local part. */
export function initials(user: Pick<PublicUser, "email" | "name">): string {
  const name = user.name?.trim();
  if (name) {
    return name
      .split(/\s+/)
      .map((word) => word[0])
      .join("")
      .toUpperCase();
  }
  return user.email.split("@")[0].slice(0, 2).toUpperCase();
}
