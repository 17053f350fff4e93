import AnimKit
import AnimKitSDL
import PlayWire
import Testing

@Suite("TunableCall: which argument a drag of a bar changes, and why one cannot be")
struct TunableCallTests {
    static let site = CallSite(file: "/work/Card.swift", line: 9, column: 15)

    @Test("UIKit's labels: the duration's and the delay's, of each family; others are neither")
    func labels() {
        let call = TunableCall(
            site: SourceSite(Self.site),
            arguments: [
                .init(label: "delay", key: "0:1", text: "0.2", value: .float(0.2)),
                .init(label: "withDuration", key: "0:0", text: "0.6", value: .float(0.6)),
                .init(label: "options", key: nil, text: "[]", value: nil),
            ])
        #expect(call.argument(for: .duration)?.key == "0:0")
        #expect(call.argument(for: .delay)?.key == "0:1")
        for label in ["withDuration", "duration", "springDuration", "relativeDuration"] {
            #expect(TunableCall.part(of: label) == .duration)
        }
        for label in ["delay", "withRelativeStartTime"] { #expect(TunableCall.part(of: label) == .delay) }
        #expect(TunableCall.part(of: "options") == nil && TunableCall.part(of: "dampingRatio") == nil)
    }

    @Test("an argument that is no design-time literal says why: computed, or a literal only the compiler may change")
    func untunable() {
        let computed = TunableCall.Argument(label: "withDuration", key: nil, text: "pace * 2", value: nil)
        #expect(
            computed.untunable(at: "Card.swift:9")
                == "withDuration: pace * 2 is computed at Card.swift:9, not a literal; nothing is written")
        let literal = TunableCall.Argument(label: "duration", key: nil, text: "1_000", value: nil)
        #expect(literal.untunable(at: "Card.swift:9").hasPrefix("duration: 1_000 at Card.swift:9 is compiled as written"))
    }
}
