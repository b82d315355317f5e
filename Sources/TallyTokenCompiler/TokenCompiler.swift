import Foundation
import TallyCore

/// Compiles DTCG token source into Tally's three outputs and keeps them in step with it.
///
/// ```swift
/// let files = try TokenSourceFile.load(from: tokensFolder)
/// let outputs = try TokenCompiler.outputs(for: TokenCompiler.compile(files))
/// try TokenOutputs.write(outputs, under: packageRoot)          // tally tokens
/// let stale = TokenOutputs.staleFiles(outputs, under: packageRoot)  // tally tokens --check
/// ```
public enum TokenCompiler {
    /// Where each output lives, relative to the package root.
    public enum Layout {
        /// The token source folder.
        public static let sourceDirectory = "tokens"
        /// The generated Swift, compiled into TallyCore.
        public static let swiftDirectory = "Sources/TallyCore/Tokens/Generated"
        /// The Swift file of values.
        public static let swiftValues = swiftDirectory + "/TallyTokens.swift"
        /// The Swift file listing every token.
        public static let swiftAll = swiftDirectory + "/TallyTokens+All.swift"
        /// The CSS custom properties for the web counterpart.
        public static let css = "tokens/dist/tally-tokens.css"
        /// The resolved DTCG JSON for the web counterpart and other tools.
        public static let resolvedJSON = "tokens/dist/tally-tokens.resolved.json"
    }

    /// Reads, checks and resolves the token files. Throws every problem found; returns tokens
    /// only when there are none.
    public static func compile(_ files: [TokenSourceFile]) throws(TokenErrors) -> [ResolvedToken] {
        var reader = TokenSourceReader()
        for file in files { reader.read(file) }
        if !reader.errors.isEmpty { throw TokenErrors(reader.errors) }
        let resolver = TokenResolver(reader.declarations)
        let tokens = resolver.resolveAll()
        if !resolver.errors.isEmpty { throw TokenErrors(resolver.errors) }
        // What the emitters would refuse (names that clash once generated), refused here with
        // the place of the token in its source.
        let problems = TokenValidation.problems(tokens)
        guard problems.isEmpty else {
            let byPath = Dictionary(reader.declarations.map { ($0.dottedPath, $0) }, uniquingKeysWith: { first, _ in first })
            throw TokenErrors(problems.map { problem in
                var located = problem
                let declaration = problem.path.flatMap { path in
                    byPath[path] ?? reader.declarations.first { $0.dottedPath.hasPrefix(path + ".") }
                }
                located.file = declaration?.file
                located.location = declaration?.location
                return located
            })
        }
        return tokens
    }

    /// One output file: where it goes and what it holds.
    public struct Output: Sendable, Hashable {
        /// The path relative to the package root.
        public var path: String
        /// The full text.
        public var contents: String
    }

    /// The Swift, CSS and JSON outputs for `tokens`; identical input gives identical bytes.
    public static func outputs(for tokens: [ResolvedToken]) throws(TokenErrors) -> [Output] {
        let swift = try SwiftTokenEmitter.emit(tokens)
        return [
            Output(path: Layout.swiftValues, contents: swift.values),
            Output(path: Layout.swiftAll, contents: swift.all),
            Output(path: Layout.css, contents: try CSSTokenEmitter.emit(tokens)),
            Output(path: Layout.resolvedJSON, contents: JSONTokenEmitter.emit(tokens)),
        ]
    }

    /// The CSS custom property a token is written to, for example `--tally-color-primary`.
    public static func cssVariableName(_ token: ResolvedToken) -> String {
        TokenNaming.cssProperty(token.pathComponents)
    }

    /// The custom property that best stands for a token in a page: the token's own property, or
    /// for types written only as separate properties, the first of them (a keyframe set's
    /// `-duration`, a Dynamic Type scale's multiplier at the default size, `-large`).
    public static func primaryCSSVariableName(_ token: ResolvedToken) -> String {
        let base = cssVariableName(token)
        switch token.type {
        case .keyframes: return base + "-duration"
        case .dynamicTypeScale: return base + "-large"
        default: return base
        }
    }

    /// A short human-readable summary of a value ("#3b82f6 light, #60a5fa dark", "16 px").
    public static func summary(_ value: TokenValue) -> String {
        SwiftTokenEmitter.summary(value)
    }

    /// The CSS text alone, for renderers that embed it.
    public static func css(for tokens: [ResolvedToken]) throws(TokenErrors) -> String {
        try CSSTokenEmitter.emit(tokens)
    }
}

/// Writing and checking outputs on disk.
public enum TokenOutputs {
    /// Writes every output with ``StagedFileWriter``: all or nothing per run, never a half-written
    /// file. Generated Swift files that no output produces any more are removed afterwards.
    public static func write(_ outputs: [TokenCompiler.Output], under root: URL) throws(TokenErrors) {
        do {
            try StagedFileWriter.write(outputs.map { (root.appendingPathComponent($0.path), Data($0.contents.utf8)) })
        } catch {
            throw TokenErrors([TokenError(.io, file: error.path, "cannot write: \(error.reason)")])
        }
        for stray in strayGeneratedFiles(outputs, under: root) {
            try? FileManager.default.removeItem(at: root.appendingPathComponent(stray))
        }
    }

    /// The outputs whose file on disk is missing or differs, and generated Swift files that no
    /// output produces any more, as package-relative paths in a stable order.
    public static func staleFiles(_ outputs: [TokenCompiler.Output], under root: URL) -> [String] {
        var stale: [String] = []
        for output in outputs {
            let data = FileManager.default.contents(atPath: root.appendingPathComponent(output.path).path)
            if data != Data(output.contents.utf8) { stale.append(output.path) }
        }
        return stale + strayGeneratedFiles(outputs, under: root)
    }

    private static func strayGeneratedFiles(_ outputs: [TokenCompiler.Output], under root: URL) -> [String] {
        let directory = TokenCompiler.Layout.swiftDirectory
        let expected = Set(outputs.map(\.path))
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(directory).path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { directory + "/" + $0 }.filter { !expected.contains($0) }
    }
}
