import ArgumentParser
import Foundation
import TallyCatalog
@_spi(Tally) import TallyCore
import TallyToolSupport

struct Motion: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List and sample the motion tokens.",
        discussion: "Curves, transitions, springs and keyframes, each with its Reduce Motion alternative.",
        subcommands: [List.self, Sample.self]
    )

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List every motion token.",
            discussion: "Each token's name, path, kind, duration and Reduce Motion alternative."
        )

        func run() throws {
            let rows = MotionToken.all.map { token in
                [token.name, token.path, token.kind.rawValue, NumberText.format(token.duration, maximumFractionDigits: 3) + " s", token.reducedMotion.description]
            }
            let header = ["name", "path", "kind", "duration", "under Reduce Motion"]
            let widths = (0..<header.count).map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
            for row in [header] + rows {
                printOutput(zip(row, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined(separator: "  ").trimmingCharacters(in: .whitespaces))
            }
        }
    }

    struct Sample: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Sample a motion token over its duration.",
            discussion: "JSON {\"token\", \"duration\", \"samples\": [[t, value]]} with t in seconds, CSV or SVG."
        )

        enum Format: String, ExpressibleByArgument, CaseIterable {
            case json, csv, svg
        }

        @Argument(help: "A SwiftUI name (appSpring) or token path (spring.app); `tally motion list` shows them.")
        var token: String

        @Option(help: "How many evenly spaced samples, including both ends (2 to 10000).")
        var points = 61

        @Option(help: "json, csv or svg.")
        var format: Format = .json

        @Option(help: "For keyframes: the track to sample (default: the first).")
        var track: String?

        func run() throws {
            guard let motion = MotionToken.named(token) else {
                let guess = Suggestions.closest(to: token, in: MotionToken.all.flatMap { [$0.name, $0.path] })
                let hint = guess.isEmpty ? "" : "; did you mean \(Suggestions.alternatives(guess, quote: "\""))?"
                printError("tally motion sample: no motion token \"\(VisibleText.escaped(token))\"\(hint); `tally motion list` shows them")
                throw ExitCode(1)
            }
            guard (2...10_000).contains(points) else {
                printError("tally motion sample: --points must be 2 to 10000, got \(points)")
                throw ExitCode(1)
            }
            if let track, !motion.tracks.contains(track) {
                printError("tally motion sample: \(motion.name) has no track \"\(VisibleText.escaped(track))\" (\(motion.tracks.joined(separator: ", ")))")
                throw ExitCode(1)
            }
            let samples = motion.samples(points: points, track: track)
            func number(_ value: Double) -> String { NumberText.format(value, maximumFractionDigits: 6) }
            switch format {
            case .json:
                var members: [(String, JSONNode)] = [("token", .string(motion.name)), ("path", .string(motion.path))]
                if case .keyframes = motion.curve { members.append(("track", .string(track ?? motion.tracks.first ?? ""))) }
                members.append(("duration", .number(JSONNumber(literal: number(motion.duration)) ?? JSONNumber(0))))
                members.append(("samples", .array(samples.map { sample in
                    .array([sample.time, sample.value].map { .number(JSONNumber(literal: number($0)) ?? JSONNumber(0)) })
                })))
                printOutput(JSONWriter.write(.object(members)), terminator: "")
            case .csv:
                printOutput("t,value")
                for sample in samples { printOutput(number(sample.time) + "," + number(sample.value)) }
            case .svg:
                let duration = max(motion.duration, .leastNonzeroMagnitude)
                printOutput(CurvePlot.svg(samples.map { ($0.time / duration, $0.value) }, width: 320, height: 192, standalone: true))
            }
        }
    }
}
