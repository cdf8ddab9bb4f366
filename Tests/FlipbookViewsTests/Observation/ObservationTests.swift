import Foundation
import Observation
import Testing
@testable import FlipbookViews

/// `@Observable` models (the Observation framework): bodies follow what they read; `@Environment(Model.self)`,
/// `environment(_:)` and `@Bindable`.
@MainActor
@Suite struct ObservationTests {
    @Observable final class Lamp {
        var on = false
        var level = 1
    }

    struct Room: View {
        @State private var lamp = Lamp()
        var body: some View {
            VStack {
                Color.yellow.frame(width: lamp.on ? 100 : 50, height: 20)
                Button("switch") { withAnimation(.linear(duration: 1)) { lamp.on.toggle() } }
                Switchboard()
                Dimmer(lamp: lamp)
            }
            .environment(lamp)
        }
    }

    struct Switchboard: View {
        @Environment(Lamp.self) private var lamp
        @Environment(Lamp.self) private var maybe: Lamp?
        var body: some View {
            Text("board \(lamp.on ? "on" : "off") \(maybe == nil ? "missing" : "found")")
        }
    }

    struct Dimmer: View {
        @Bindable var lamp: Lamp
        var body: some View {
            VStack {
                Toggle("lamp", isOn: $lamp.on)
                Button("brighter") { lamp.level += 1 }
                Text("level \(lamp.level)")
            }
        }
    }

    @Test func bodiesFollowTheObservablePropertiesTheyRead() {
        let graph = ViewGraph(rootView: Room(), size: CGSize(width: 300, height: 400))
        #expect(graph.texts.contains("board off found") && graph.texts.contains("level 1"))
        graph.tap(label: "brighter")
        graph.advance(to: 0.1)
        #expect(graph.texts.contains("level 2"))
        graph.tap(label: "switch")
        graph.advance(to: 0.6)
        #expect(graph.texts.contains("board on found"))
        #expect(graph.views("Rectangle").first.map { near($0.frame.width, 75) } == true, "animated half-way")
        graph.advance(to: 1.2)
        #expect(graph.views("Rectangle").first?.frame.width == 100)
    }

    /// A `ViewModifier` whose body reads a model follows it as a view's body does.
    struct Glow: ViewModifier {
        let lamp: Lamp
        func body(content: Content) -> some View {
            content.overlay(Text(lamp.on ? "glowing" : "dark"))
        }
    }

    @Test func modifierBodiesFollowTheObservablePropertiesTheyRead() {
        let lamp = Lamp()
        let graph = ViewGraph(rootView: Color.clear.frame(width: 50, height: 50).modifier(Glow(lamp: lamp)),
                              size: CGSize(width: 100, height: 100))
        #expect(graph.texts == ["dark"])
        lamp.on = true
        graph.advance(to: 0.1)
        #expect(graph.texts == ["glowing"], "\(graph.texts)")
    }

    @Test func bindableBindsTheObjectsProperties() {
        let lamp = Lamp()
        let binding = Bindable(lamp).on
        binding.wrappedValue = true
        #expect(lamp.on)
        let bindable = Bindable(wrappedValue: lamp)
        bindable.wrappedValue.level = 5
        #expect(bindable.projectedValue.level.wrappedValue == 5)
    }
}
