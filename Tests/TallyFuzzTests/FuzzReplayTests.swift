import Foundation
import TallyCore
import TallyFuzzChecks
import TallyTokenCompiler
import Testing

/// The fuzz inputs kept in the repository: `Fuzz/Corpus/<target>` (real inputs the fuzzer starts
/// from) and `Fuzz/Regressions/<target>` (inputs that once broke a promise or found a fault,
/// each named after it).
private let fuzzFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fuzz")

private func inputs(_ kind: String, _ target: FuzzTarget) -> [(name: String, data: Data)] {
    let folder = fuzzFolder.appendingPathComponent(kind).appendingPathComponent(target.rawValue)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().compactMap { name in
        FileManager.default.contents(atPath: folder.appendingPathComponent(name).path).map { (name, $0) }
    }
}

@Suite("Fuzz inputs, replayed")
struct FuzzReplayTests {
    @Test("every seed of every target keeps its promise", arguments: FuzzTarget.allCases)
    func corpus(target: FuzzTarget) {
        let seeds = inputs("Corpus", target)
        #expect(!seeds.isEmpty, "Fuzz/Corpus/\(target.rawValue) has no seeds")
        for seed in seeds {
            #expect(target.check(seed.data) == nil, "\(target.rawValue)/\(seed.name)")
        }
    }

    /// The replay above only asks for each target's promise, which a refusal that keeps the amount
    /// also keeps; this pins what each finding's row in Fuzz/Regressions/README.md says it became.
    @Test("each regression input has the outcome its README row names, and every input has a row")
    func pinnedOutcomes() {
        // A paste into a US dollar amount: the value read, or nil for a refusal.
        let paste: [String: Decimal?] = [
            "table-cell-line-break": Decimal(string: "12.5"),
            "table-cell-tab-crlf": Decimal(string: "1234.5"),
            "mixed-digit-scripts": nil,
        ]
        let pasted = inputs("Regressions", .paste)
        #expect(Set(pasted.map(\.name)) == Set(paste.keys))
        for input in pasted {
            var amount = AmountInput(currency: .usd, symbols: NumberSymbols(decimalSeparator: ".", groupingSeparator: ","))
            let refusal = amount.paste(String(decoding: input.data, as: UTF8.self))
            switch paste[input.name] {
            case let value??: #expect(refusal == nil && amount.value == value, "paste/\(input.name): \(amount.value)")
            case .some(nil): #expect(refusal != nil && amount.value == 0, "paste/\(input.name) is refused")
            case nil: break
            }
        }
        let ecb: [String: ECBRatesError] = [
            "malformed-xml-cut-in-attribute": .notXML,
            "processing-instruction-without-data": .processingInstruction,
            "processing-instruction-inside-a-broken-declaration": .notXML,
        ]
        let files = inputs("Regressions", .ecb)
        #expect(Set(files.map(\.name)) == Set(ecb.keys))
        for file in files {
            #expect(throws: ecb[file.name] ?? .notXML, "ecb/\(file.name)") { try ECBReferenceRates(data: file.data) }
        }
        // Tokens built from the bytes: refused with the kind of error the row names, or emitted (nil).
        let emitters: [String: TokenError.Kind?] = [
            "token-that-is-also-a-group": .duplicate,
            "keyframes-track-kept-by-the-fit-cache": nil,
        ]
        let sets = inputs("Regressions", .emitters)
        #expect(Set(sets.map(\.name)) == Set(emitters.keys))
        for set in sets {
            var input = EmitterInput(set.data)
            let tokens = input.tokens()
            let refusal: TokenError.Kind?? = emitters[set.name]
            do {
                let outputs = try TokenCompiler.outputs(for: tokens)
                #expect(refusal == .some(nil), "emitters/\(set.name) was emitted; it should be refused")
                if refusal == .some(nil) {
                    #expect(tokens.contains { $0.type == .keyframes }, "emitters/\(set.name) holds keyframes")
                    #expect(!outputs.isEmpty)
                }
            } catch {
                #expect(refusal != .some(nil), "emitters/\(set.name) was refused: \(error)")
                if case let kind?? = refusal {
                    #expect(error.errors.map(\.kind).contains(kind), "emitters/\(set.name): \(error)")
                }
            }
        }
    }

    @Test("every regression input keeps its promise", arguments: FuzzTarget.allCases)
    func regressions(target: FuzzTarget) {
        for input in inputs("Regressions", target) {
            #expect(target.check(input.data) == nil, "\(target.rawValue)/\(input.name)")
        }
    }
}
