import ArgumentParser
import Foundation
import TallyCore
import TallyFontMetrics

struct Fonts: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Read font files for the hero amount's advance table.",
        discussion: "The advance table is read from the Inter that TallyInter ships.",
        subcommands: [Advances.self]
    )

    struct Advances: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write the hero amount's advance table from a font.",
            discussion: """
            Writes \(HeroAmountAdvances.Layout.output) from a font's cmap, tnum substitutions and hmtx.

            FONT defaults to \(HeroAmountAdvances.Layout.font), the Bold face TallyInter ships and \
            registers, so that the amount is measured in the font it is drawn in. With --check nothing \
            is written: the command exits 1 when the file differs from what the font gives, and says \
            which advances differ.
            """
        )

        @Argument(help: "An OpenType or TrueType font file (default: the shipped Inter Bold).")
        var font: String?

        @Option(help: "The Swift file to write (default: \(HeroAmountAdvances.Layout.output) under the root); never a symbolic link, which is refused.")
        var out: String?

        @Flag(help: "Only check that the file matches the font.")
        var check = false

        @OptionGroup var package: PackageRootOption

        /// The most a font file may hold: Inter's faces are about 270 KB.
        static let sizeLimit = 64 << 20

        func run() throws {
            let command = check ? "tally fonts advances --check" : "tally fonts advances"
            try package.check(command: command)
            if let font { try Arguments.inputFile(font, option: nil, command: command) }
            let root = package.url
            let fontURL = font.map { URL(fileURLWithPath: $0).standardizedFileURL } ?? root.appendingPathComponent(HeroAmountAdvances.Layout.font)
            let outURL = out.map { URL(fileURLWithPath: $0).standardizedFileURL } ?? root.appendingPathComponent(HeroAmountAdvances.Layout.output)
            let clock = ContinuousClock()
            let start = clock.now
            let source: String
            do {
                let data = try FileAccess.system.readFile(fontURL.path, Self.sizeLimit)
                source = try HeroAmountAdvances.swiftSource(font: OpenTypeFont(data: data), fontPath: Self.shownPath(fontURL, root: root), byteCount: data.count)
            } catch {
                printError("\(command): \(VisibleText.escaped(fontURL.path)): \(error)")
                throw ExitCode(1)
            }
            let elapsed = clock.now - start
            let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
            let current = FileManager.default.contents(atPath: outURL.path)
            if check {
                guard current == Data(source.utf8) else {
                    printError("stale: \(VisibleText.escaped(outURL.path))")
                    for line in Self.changedLines(from: current.map { String(decoding: $0, as: UTF8.self) } ?? "", to: source) { printError("  \(line)") }
                    printError("\(command): the advance table is out of date; run `swift run tally fonts advances`")
                    throw ExitCode(1)
                }
                printOutput("\(command): \(VisibleText.escaped(outURL.lastPathComponent)) matches \(VisibleText.escaped(fontURL.lastPathComponent))")
                return
            }
            if current == Data(source.utf8) {
                printOutput("\(VisibleText.escaped(outURL.path)) is up to date (read in \(String(format: "%.1f", milliseconds)) ms)")
                return
            }
            // The default place is checked from the package root down; a file named with --out,
            // from its own folder.
            try writeGenerated(Data(source.utf8), to: outURL, within: out == nil ? root : outURL.deletingLastPathComponent(),
                               lockName: ".tally-fonts.lock", command: command)
            printOutput("wrote \(VisibleText.escaped(outURL.path)) (\(HeroAmountAdvances.characters.count) advances from \(VisibleText.escaped(fontURL.lastPathComponent)), read in \(String(format: "%.1f", milliseconds)) ms)")
        }

        /// The font's path as the generated header names it: relative to the package root when
        /// it is inside, else its file name alone, so that no machine's paths are written.
        static func shownPath(_ url: URL, root: URL) -> String {
            let rootPath = root.standardizedFileURL.path.hasSuffix("/") ? root.standardizedFileURL.path : root.standardizedFileURL.path + "/"
            let path = url.standardizedFileURL.path
            return path.hasPrefix(rootPath) ? String(path.dropFirst(rootPath.count)) : url.lastPathComponent
        }

        /// The lines only the old file has (`-`) and only the new one has (`+`), at most 20.
        static func changedLines(from old: String, to new: String) -> [String] {
            let oldLines = old.components(separatedBy: "\n")
            let newLines = new.components(separatedBy: "\n")
            let removed = oldLines.filter { !newLines.contains($0) }.map { "- " + $0 }
            let added = newLines.filter { !oldLines.contains($0) }.map { "+ " + $0 }
            return Array((removed + added).prefix(20))
        }
    }
}
