import Foundation
import TallyCore
@testable import TallyTokenCompiler
import Testing

/// Compiles one in-memory file (or several) and returns the tokens.
func compile(_ text: String, name: String = "test.tokens.json") throws(TokenErrors) -> [ResolvedToken] {
    try TokenCompiler.compile([TokenSourceFile(name: name, text: text)])
}

/// Compiles and returns the errors, failing the test if compilation succeeds.
func compileErrors(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [TokenError] {
    do {
        let tokens = try compile(text)
        Issue.record("expected errors, compiled \(tokens.count) tokens", sourceLocation: sourceLocation)
        return []
    } catch {
        return error.errors
    }
}

/// The one error of a compilation that must fail with exactly one.
func singleError(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> TokenError {
    let errors = compileErrors(text, sourceLocation: sourceLocation)
    try #require(errors.count == 1, "expected one error, got \(errors.map(\.description))", sourceLocation: sourceLocation)
    return errors[0]
}

extension Array where Element == ResolvedToken {
    subscript(path: String) -> ResolvedToken? { first { $0.path == path } }
}

/// The package root, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The real token source of the package.
func packageTokens() throws -> [ResolvedToken] {
    try TokenCompiler.compile(TokenSourceFile.load(from: packageRoot.appendingPathComponent("tokens")))
}

/// Runs `tally tokens` on `text` in a fresh package folder (load, compile, emit, write) and
/// returns the errors, failing the test if it succeeds or if anything but the source is left in
/// the folder: a refused source writes nothing.
func refusedWritingNothing(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [TokenError] {
    let folder = try TemporaryFolder()
    try folder.write("tokens/test.tokens.json", text)
    var errors: [TokenError] = []
    do {
        let files = try TokenSourceFile.load(from: folder.url.appendingPathComponent("tokens"))
        let outputs = try TokenCompiler.outputs(for: TokenCompiler.compile(files))
        try TokenOutputs.write(outputs, under: folder.url)
        Issue.record("expected errors, wrote \(outputs.count) outputs", sourceLocation: sourceLocation)
    } catch {
        errors = error.errors
    }
    #expect(folder.entries() == ["tokens/", "tokens/test.tokens.json"], "nothing written", sourceLocation: sourceLocation)
    return errors
}

/// The one error of a refused source, which must also write nothing.
func singleRefusal(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> TokenError {
    let errors = try refusedWritingNothing(text, sourceLocation: sourceLocation)
    try #require(errors.count == 1, "expected one error, got \(errors.map(\.description))", sourceLocation: sourceLocation)
    return errors[0]
}
