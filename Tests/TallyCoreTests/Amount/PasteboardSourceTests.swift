import Foundation
import Testing

/// Reading `UIPasteboard` makes iOS ask "Allow Paste?" each time; TallyUI pastes only through the
/// system's `PasteButton` and UIKit's paste configuration, where the person's tap or ⌘V is the
/// permission. TallyUI builds only for Apple platforms, so its sources are read here.
@Suite("TallyUI never reads the pasteboard")
struct PasteboardSourceTests {
    @Test("every use of UIPasteboard in TallyUI is a write of the amount as shown")
    func onlyWrites() throws {
        let root = packageRoot.appendingPathComponent("Sources/TallyUI")
        let files = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL })
            .filter { $0.pathExtension == "swift" }
        #expect(files.count > 30)
        var writes = 0
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for line in text.split(separator: "\n") where line.contains("UIPasteboard") {
                let isWrite = line.range(of: #"UIPasteboard\.general\.string = [A-Za-z.]+(\(\))?$"#, options: .regularExpression) != nil
                #expect(isWrite, "\(file.lastPathComponent): \(line.trimmingCharacters(in: .whitespaces))")
                if isWrite { writes += 1 }
            }
        }
        // The copy button and the keyboard's ⌘C / edit menu Copy.
        #expect(writes == 2)
    }
}
