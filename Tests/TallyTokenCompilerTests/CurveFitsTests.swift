import Foundation
@_spi(Tally) import TallyCore
@testable @_spi(Tally) import TallyTokenCompiler
import Testing

/// Two springs and a keyframe track, with `a`'s response given.
private func motionSource(response: Double = 0.5, shake: Bool = true) -> String {
    let keyframes = shake ? #"""
    , "keyframes": {"shake": {"$extensions": {"app.tally": {"$type": "keyframes", "$value": {"offsetX": [
        {"kind": "linear", "value": 0, "duration": 0},
        {"kind": "cubic", "value": -10, "duration": 0.07},
        {"kind": "cubic", "value": 0, "duration": 0.09}
    ]}}}}}
    """# : ""
    return """
    {"spring": {
        "a": {"$extensions": {"app.tally": {"$type": "spring", "$value": {"response": \(response), "dampingFraction": 0.7}}}},
        "b": {"$extensions": {"app.tally": {"$type": "spring", "$value": {"response": 0.3, "dampingFraction": 0.8}}}},
        "c": {"$extensions": {"app.tally": {"$type": "spring", "$value": {"response": 0.3, "dampingFraction": 0.8}}}}
    }\(keyframes)}
    """
}

/// A valid easing that no fit gives, to see whether a kept fit was reused.
private let marker = try! LinearEasing(stops: [LinearEasing.Stop(input: 0, output: 0.1234), LinearEasing.Stop(input: 1, output: 0.1234)])

/// The `key` and `linear` of each entry of a curve fits file, in order, read as plain JSON.
private func entries(_ text: String) throws -> [(key: String, linear: String)] {
    let root = try #require(try JSONParser.parse(text).value.objectValue)
    return try #require(root["fits"]?.value.arrayValue).map { entry in
        let object = try #require(entry.value.objectValue)
        return (try #require(object["key"]?.value.stringValue), try #require(object["linear"]?.value.stringValue))
    }
}

private func springKey(_ response: Double, _ dampingFraction: Double) throws -> String {
    try CSSTokenEmitter.springCurve(TokenSpring(response: response, dampingFraction: dampingFraction)).key
}

/// A valid curve fits file for two springs, to break in each way.
private let valid: String = (try? CurveFits.fileText(for: compile(motionSource(shake: false)), reusing: .empty)) ?? ""

@Suite("Curve fits: kept, reused, checked")
struct CurveFitsTests {
    @Test("every committed fit is the easing the fitter gives today, and the file holds exactly the curves the tokens use")
    func committedFitsAreFresh() throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent(TokenCompiler.Layout.curveFits), encoding: .utf8)
        let kept = try entries(text)
        let curves = CurveFits.curves(in: try packageTokens())
        #expect(kept.map(\.key) == curves.map(\.curve.key))
        #expect(kept.count >= 13)
        let byKey = Dictionary(uniqueKeysWithValues: curves.map { ($0.curve.key, $0.curve) })
        for (key, linear) in kept {
            let curve = try #require(byKey[key], "no curve of the tokens has the key \(key)")
            // `fitted()` fits the curve itself (once in this process); it never takes a kept fit.
            #expect(try curve.fitted().cssFunction == linear, "\(key)")
        }
        #expect(try CurveFits.committed(under: packageRoot).count == kept.count)
    }

    @Test("the CSS takes every spring's and keyframe track's linear() from the kept fits")
    func cssUsesKeptFits() throws {
        let tokens = try packageTokens()
        let committed = try CurveFits.committed(under: packageRoot)
        var marked = LinearEasingFits()
        for key in committed.table.keys { marked[key] = marker }
        let css = try TokenCompiler.css(for: tokens, reusing: CurveFits(table: marked))
        let easings = css.split(separator: "\n").filter { $0.contains("linear(") }
        #expect(easings.count >= 14)
        for line in easings { #expect(line.hasSuffix(": linear(0.1234, 0.1234);"), "\(line)") }
        // With the committed fits, the CSS is the committed CSS.
        let committedCSS = try String(contentsOf: packageRoot.appendingPathComponent(TokenCompiler.Layout.css), encoding: .utf8)
        #expect(try TokenCompiler.css(for: tokens, reusing: committed) == committedCSS)
    }

    @Test("the file: generated, one entry per distinct curve with the properties that carry it, the same bytes whatever was kept")
    func fileText() throws {
        let tokens = try compile(motionSource())
        let outputs = try TokenCompiler.outputs(for: tokens)
        #expect(outputs.map(\.path).last == TokenCompiler.Layout.curveFits)
        let text = try #require(outputs.last?.contents)
        #expect(TokenOutputs.isGenerated(Data(text.utf8)))
        #expect(text.contains(#""properties": ["--tally-spring-b", "--tally-spring-c"]"#))
        #expect(text.contains(#""properties": ["--tally-keyframes-shake-offset-x"]"#))
        #expect(try entries(text).map(\.key) == [try springKey(0.5, 0.7), try springKey(0.3, 0.8), CurveFits.curves(in: tokens)[2].curve.key])
        let reread = try CurveFits(fileContents: Data(text.utf8))
        #expect(reread.count == 3)
        #expect(try TokenCompiler.outputs(for: tokens, reusing: reread) == outputs)
        // No springs or tracks: the file is written all the same, with no fits.
        let none = try TokenCompiler.outputs(for: compile(#"{"n": {"$type": "number", "a": {"$value": 1}}}"#))
        #expect(try entries(try #require(none.last?.contents)).isEmpty)
    }

    @Test("a changed spring makes --check name the CSS and the curve fits; writing reuses the rest and keeps only what the tokens use")
    func changedParameter() throws {
        let folder = try TemporaryFolder()
        let first = try TokenCompiler.outputs(for: compile(motionSource()))
        try TokenOutputs.write(first, under: folder.url)
        let committed = try CurveFits.committed(under: folder.url)
        #expect(committed.count == 3)
        #expect(try TokenOutputs.staleFiles(TokenCompiler.outputs(for: compile(motionSource()), reusing: committed), under: folder.url).isEmpty)

        // Mark b's fit, so that the next write shows whether it was fitted again.
        let b = try springKey(0.3, 0.8)
        var marked = committed.table
        marked[b] = marker
        try TokenOutputs.write(TokenCompiler.outputs(for: compile(motionSource()), reusing: CurveFits(table: marked)), under: folder.url)

        let changed = try compile(motionSource(response: 0.45))
        let stale = try TokenOutputs.staleFiles(TokenCompiler.outputs(for: changed, reusing: CurveFits.committed(under: folder.url)), under: folder.url)
        #expect(stale.contains(TokenCompiler.Layout.curveFits) && stale.contains(TokenCompiler.Layout.css))

        // tally tokens: reuse what is kept, fit what is not, keep exactly what the tokens use.
        try TokenOutputs.write(TokenCompiler.outputs(for: changed, reusing: CurveFits.committed(under: folder.url)), under: folder.url)
        let kept = try entries(try #require(folder.read(TokenCompiler.Layout.curveFits)))
        #expect(kept.map(\.key) == CurveFits.curves(in: changed).map(\.curve.key))
        #expect(!kept.contains { $0.key == (try? springKey(0.5, 0.7)) }, "the old spring's fit is gone")
        #expect(kept.first { $0.key == b }?.linear == marker.cssFunction, "b's kept fit was reused, not fitted again")
        let fresh = try springKey(0.45, 0.7)
        #expect(kept.first { $0.key == fresh }?.linear == (try CSSTokenEmitter.springCurve(TokenSpring(response: 0.45, dampingFraction: 0.7)).fitted().cssFunction))
        #expect(try TokenOutputs.staleFiles(TokenCompiler.outputs(for: changed, reusing: CurveFits.committed(under: folder.url)), under: folder.url).isEmpty)
    }

    @Test("a missing fit, or one kept under another key, makes the curve fits file alone stale")
    func missingOrOtherKey() throws {
        let folder = try TemporaryFolder()
        let tokens = try compile(motionSource())
        try TokenOutputs.write(TokenCompiler.outputs(for: tokens), under: folder.url)
        for other in [motionSource(shake: false), motionSource(response: 0.45)] {
            try folder.write(TokenCompiler.Layout.curveFits, CurveFits.fileText(for: compile(other), reusing: .empty))
            let fits = try CurveFits.committed(under: folder.url)
            #expect(try TokenOutputs.staleFiles(TokenCompiler.outputs(for: tokens, reusing: fits), under: folder.url) == [TokenCompiler.Layout.curveFits])
        }
    }

    /// `valid` broken in the way `what` says.
    private static func broken(_ what: String) -> String {
        switch what {
        case "cut short": String(valid.prefix(valid.count / 2))
        case "not JSON": "{\n  \"$description\": \"Generated by `swift run tally tokens`\",\n  nope\n}\n"
        case "empty": ""
        case "an array": "[]\n"
        case "fits not an array": valid.replacingOccurrences(of: "\"fits\": [", with: "\"fits\": {\"x\": [").replacingOccurrences(of: "]\n}\n", with: "]}\n}\n")
        case "another format": valid.replacingOccurrences(of: "\"format\": 1", with: "\"format\": 2")
        case "an unknown member": valid.replacingOccurrences(of: "\"format\": 1,", with: "\"format\": 1, \"extra\": true,")
        case "a missing member": valid.replacingOccurrences(of: "\"properties\"", with: "\"tokens\"")
        case "a linear() written otherwise": valid.replacingOccurrences(of: "\"linear\": \"linear(0, ", with: "\"linear\": \"linear(0.0, ")
        case "not an easing": valid.replacingOccurrences(of: #"(?m)"linear": ".*"$"#, with: "\"linear\": \"ease-in\"", options: .regularExpression)
        case "a key given twice": valid.replacingOccurrences(of: (try? springKey(0.3, 0.8)) ?? "", with: (try? springKey(0.5, 0.7)) ?? "")
        default: valid
        }
    }

    @Test("a file that is not a curve fits file is a malformedOutput error at its place, never a crash", arguments: [
        ("cut short", nil), ("not JSON", 3), ("empty", 1), ("an array", 1), ("fits not an array", 4), ("another format", 3),
        ("an unknown member", 3), ("a missing member", 7), ("a linear() written otherwise", 8), ("not an easing", 8),
        ("a key given twice", 11),
    ] as [(String, Int?)])
    func malformed(_ what: String, line: Int?) throws {
        let text = Self.broken(what)
        #expect(text != valid)
        do {
            let fits = try CurveFits(fileContents: Data(text.utf8))
            Issue.record("\(what): read \(fits.count) fits")
        } catch {
            #expect(error.errors.count == 1, "\(what)")
            let problem = try #require(error.errors.first)
            #expect(problem.kind == .malformedOutput, "\(what)")
            #expect(problem.file == TokenCompiler.Layout.curveFits)
            if let line { #expect(problem.location?.line == line, "\(what): \(problem.description)") }
            #expect(problem.description.hasSuffix("this is not the curve fits file tally tokens writes: run `swift run tally tokens` to write it again"))
        }
    }

    @Test("bytes that are not UTF-8 are a malformedOutput error at the first bad byte; a folder in the file's place is an io error")
    func encoding() throws {
        var bytes = Data(valid.utf8)
        let offset = try #require(valid.range(of: "\"format\"")).lowerBound.utf16Offset(in: valid)
        bytes[offset + 1] = 0xFF
        #expect(throws: TokenErrors.self) { try CurveFits(fileContents: bytes) }
        do {
            _ = try CurveFits(fileContents: bytes)
        } catch {
            #expect(error.errors.map(\.kind) == [.malformedOutput])
            #expect(error.errors.first?.location?.line == 3)
        }
        let utf16 = try #require(valid.data(using: .utf16))
        #expect(throws: TokenErrors.self) { try CurveFits(fileContents: utf16) }

        let folder = try TemporaryFolder()
        #expect(try CurveFits.committed(under: folder.url) == .empty, "no file: no kept fits")
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent(TokenCompiler.Layout.curveFits), withIntermediateDirectories: true)
        do {
            _ = try CurveFits.committed(under: folder.url)
            Issue.record("a folder was read as curve fits")
        } catch {
            #expect(error.errors.map(\.kind) == [.io])
        }
    }
}
