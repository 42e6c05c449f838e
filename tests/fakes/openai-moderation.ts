// A loopback stand-in for OpenAI's moderation endpoint (POST /v1/moderations), in its wire format. Each
// test scripts the verdict for the input: which categories are flagged, or an error status.
import { startFake, type Fake } from "./http";

export const MODERATION_TEST_KEY = "test-moderation-key";

export const OPENAI_MODERATION_CATEGORIES = [
  "sexual",
  "sexual/minors",
  "harassment",
  "harassment/threatening",
  "hate",
  "hate/threatening",
  "illicit",
  "illicit/violent",
  "self-harm",
  "self-harm/intent",
  "self-harm/instructions",
  "violence",
  "violence/graphic",
] as const;
type OpenAiCategory = (typeof OPENAI_MODERATION_CATEGORIES)[number];

export type ModerationVerdict =
  /** The flagged categories with their scores; none flagged is a clean answer. */
  { flagged: Partial<Record<OpenAiCategory, number>> } | { status: number };

export type ModerationRequest = { model: string; input: string; authorization?: string };

export type FakeModeration = {
  /** Base address to configure, with the /v1 prefix. */
  baseUrl: string;
  requests: ModerationRequest[];
  script: (input: string) => ModerationVerdict;
  /** The underlying server: `mode = "hang"` never answers. */
  server: Fake;
  close(): Promise<void>;
};

export async function startFakeModeration(
  script: (input: string) => ModerationVerdict = () => ({ flagged: {} }),
): Promise<FakeModeration> {
  const server = await startFake((request) => {
    if (request.method !== "POST" || request.path !== "/v1/moderations") {
      return { status: 404, json: { error: { message: `Unknown path ${request.path}` } } };
    }
    if (request.headers.authorization !== `Bearer ${MODERATION_TEST_KEY}`) {
      return { status: 401, json: { error: { message: "Incorrect API key provided", type: "invalid_request_error" } } };
    }
    const body = JSON.parse(request.body) as { model: string; input: string };
    fake.requests.push({ ...body, authorization: request.headers.authorization });
    const verdict = fake.script(body.input);
    if ("status" in verdict) {
      return { status: verdict.status, json: { error: { message: "The server had an error", type: "server_error" } } };
    }
    const categories: Record<string, boolean> = {};
    const scores: Record<string, number> = {};
    const types: Record<string, string[]> = {};
    for (const name of OPENAI_MODERATION_CATEGORIES) {
      const score = verdict.flagged[name];
      categories[name] = score !== undefined;
      scores[name] = score ?? 0.0001;
      types[name] = score !== undefined ? ["text"] : [];
    }
    return {
      json: {
        id: `modr-fake-${fake.requests.length}`,
        model: body.model,
        results: [
          {
            flagged: Object.keys(verdict.flagged).length > 0,
            categories,
            category_scores: scores,
            category_applied_input_types: types,
          },
        ],
      },
    };
  });
  const fake: FakeModeration = {
    baseUrl: `${server.url}/v1`,
    requests: [],
    script,
    server,
    close: () => server.close(),
  };
  return fake;
}
