import { describe, expect, it } from "vitest";
import { clientNetwork } from "../../../app/features/rate-limit/client-address";

describe("clientNetwork: the client a per-address limit counts", () => {
  it("counts an IPv4 address as itself", () => {
    expect(clientNetwork("203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts every address of one IPv6 /64 as one client, however it is written", () => {
    const forms = [
      "2001:db8:abcd:12::1",
      "2001:db8:abcd:12:ffff:ffff:ffff:fffe",
      "2001:0DB8:ABCD:0012:0000:0000:0000:0001",
      "[2001:db8:abcd:12::9]",
      "2001:db8:abcd:12::5%eth0",
    ];
    expect(new Set(forms.map(clientNetwork))).toEqual(new Set(["2001:db8:abcd:12::/64"]));
  });

  it("keeps different /64s apart", () => {
    expect(clientNetwork("2001:db8:abcd:13::1")).not.toBe(clientNetwork("2001:db8:abcd:12::1"));
    expect(clientNetwork("::1")).toBe("0:0:0:0::/64");
    expect(clientNetwork("2001:db8::")).toBe("2001:db8:0:0::/64");
  });

  it("counts an IPv4-mapped IPv6 address as its IPv4 address", () => {
    expect(clientNetwork("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork("::ffff:cb00:7107")).toBe("203.0.113.7");
  });

  it("counts an unparsable value as written, bounded", () => {
    expect(clientNetwork("2001:db8:::1")).toBe("2001:db8:::1");
    expect(clientNetwork("1:2:3:4:5:6:7:8:9")).toBe("1:2:3:4:5:6:7:8:9");
    expect(clientNetwork("::ffff:999.0.0.1")).toBe("::ffff:999.0.0.1");
    expect(clientNetwork(`x:${"a".repeat(200)}`)).toHaveLength(64);
  });
});
