import Foundation
@_spi(Tally) import TallyCore
import Testing

@Suite("Motion tokens")
struct MotionTokenTests {
    @Test("every motion token an app's own animation constants name is there under its SwiftUI name")
    func swiftUINames() throws {
        let names = Set(MotionToken.all.map(\.name))
        for name in ["appFast", "appNormal", "appSlow", "appSpring", "appSnappy", "menuSpring", "contextMenuAppear",
                     "amountDigit", "conversionReveal", "floatLabel", "pulse", "titleCharWobble", "wobbleSettle",
                     "wobbleRock", "easingStandard"] {
            #expect(names.contains(name), "\(name)")
        }
        #expect(MotionToken.named("spring.app") == MotionToken.named("appSpring"))
        #expect(MotionToken.named("nope") == nil)
        #expect(Set(MotionToken.all.map(\.path)).count == MotionToken.all.count)
    }

    @Test("durations: appFast, appNormal and appSlow's 0.15 / 0.25 / 0.35 s, a spring's settling time, the longest keyframe track")
    func durations() throws {
        #expect(try #require(MotionToken.named("appFast")).duration == 0.15)
        #expect(try #require(MotionToken.named("appNormal")).duration == 0.25)
        #expect(try #require(MotionToken.named("appSlow")).duration == 0.35)
        #expect(try #require(MotionToken.named("floatLabel")).duration == 0.25)
        let spring = try Spring(response: 0.5, dampingRatio: 0.7)
        #expect(try #require(MotionToken.named("appSpring")).duration == spring.settlingDuration())
        let wobble = try #require(MotionToken.named("titleCharWobble"))
        #expect(abs(wobble.duration - 0.7) < 1e-12)
        #expect(abs(wobble.duration(of: "offsetY") - 0.4) < 1e-12 && abs(wobble.duration(of: "rotation") - 0.7) < 1e-12)
    }

    @Test("values: 0 at the start, 1 at the end, the curve in between")
    func values() throws {
        let normal = try #require(MotionToken.named("appNormal"))
        #expect(normal.value(at: 0) == 0 && normal.value(at: 0.25) == 1 && normal.value(at: 9) == 1)
        #expect(normal.value(at: 0.125) == CubicBezier.easeInOut.value(at: 0.5))
        let spring = try #require(MotionToken.named("appSpring"))
        let end = try #require(spring.value(at: spring.duration))
        #expect(abs(end - 1) <= 0.001)
        #expect(spring.value(at: 0.1, track: "offsetY") == nil)
        let wobble = try #require(MotionToken.named("titleCharWobble"))
        #expect(wobble.tracks == ["offsetY", "scale", "rotation"])
        #expect(wobble.value(at: 0, track: "offsetY") == 20)
        #expect(wobble.value(at: 0.05, track: "rotation") == 0)
        #expect(wobble.value(at: 1, track: "scale").map { abs($0 - 1) < 0.01 } == true)
    }

    @Test("samples are evenly spaced over the duration, both ends included")
    func samples() throws {
        let fast = try #require(MotionToken.named("appFast"))
        let samples = fast.samples(points: 4)
        #expect(samples.count == 4)
        #expect(zip(samples.map(\.time), [0, 0.05, 0.1, 0.15]).allSatisfy { abs($0 - $1) < 1e-12 })
        #expect(samples.first?.value == 0 && samples.last?.value == 1)
    }

    @Test("every token's CSS timing function reads back within 0.002 of its own curve")
    func css() throws {
        for token in MotionToken.all {
            for track in token.tracks {
                let name: String? = token.tracks.count > 1 ? track : nil
                let function = try token.cssTimingFunction(track: name)
                if function.hasPrefix("cubic-bezier(") { continue }
                let easing = try LinearEasing(cssFunction: function)
                let duration = token.duration(of: name)
                var worst = 0.0
                for step in 0...2000 {
                    let time = duration * Double(step) / 2000
                    let exact = try #require(token.value(at: time, track: name))
                    worst = max(worst, abs(easing.value(at: Double(step) / 2000) - exact))
                }
                #expect(worst <= 0.002, "\(token.name) \(track): \(worst)")
            }
        }
        #expect(try #require(MotionToken.named("appFast")).cssTimingFunction() == "cubic-bezier(0, 0, 0.58, 1)")
        #expect(try #require(MotionToken.named("floatLabel")).cssTimingFunction() == "cubic-bezier(0.4, 0, 0.2, 1)")
    }

    @Test("each token's kind gives its Reduce Motion alternative")
    func kinds() throws {
        #expect(try #require(MotionToken.named("pulse")).reducedMotion == .none)
        #expect(try #require(MotionToken.named("titleCharWobble")).reducedMotion == .none)
        #expect(try #require(MotionToken.named("appSpring")).reducedMotion == .crossfade(seconds: 0.15))
        #expect(try #require(MotionToken.named("floatLabel")).reducedMotion == .finalStateAtOnce)
    }
}
