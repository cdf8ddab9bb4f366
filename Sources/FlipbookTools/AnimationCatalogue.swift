import Foundation
import Flipbook

/// Every constructor and modifier the expression language knows, with SwiftUI's labels and defaults.
enum Catalogue {
    typealias P = Parameter

    static let animationStatics: [String: Forms<Animation>] = [
        "default": .property(.default),
        "linear": curve(.linear),
        "easeIn": curve(.easeIn),
        "easeOut": curve(.easeOut),
        "easeInOut": curve(.easeInOut),
        "timingCurve": Forms(property: nil, overloads: [
            Overload(parameters: [.p(nil), .p(nil), .p(nil), .p(nil), .p("duration", .number, 0.35)]) {
                .timingCurve($0[0].number, $0[1].number, $0[2].number, $0[3].number, duration: $0[4].number)
            },
            Overload(parameters: [P(label: nil, kind: .curve), .p("duration")]) {
                .timingCurve($0[0].curve, duration: $0[1].number)
            },
            Overload(parameters: [P(label: nil, kind: .point), P(label: nil, kind: .point), .p("duration", .number, 0.35)]) {
                .timingCurve($0[0].point, $0[1].point, duration: $0[2].number)
            },
        ]),
        "spring": Forms(property: .spring, overloads: [
            Overload(parameters: [.p("duration", .number, 0.5), .p("bounce", .number, 0), .p("blendDuration", .number, 0)]) {
                .spring(duration: $0[0].number, bounce: $0[1].number, blendDuration: $0[2].number)
            },
            Overload(parameters: [.p("response", .number, 0.5), .p("dampingFraction", .number, 0.825),
                                  .p("blendDuration", .number, 0)]) {
                .spring(response: $0[0].number, dampingFraction: $0[1].number, blendDuration: $0[2].number)
            },
            Overload(parameters: [P(label: nil, kind: .spring), .p("blendDuration", .number, 0)]) {
                .spring($0[0].spring, blendDuration: $0[1].number)
            },
        ]),
        "interactiveSpring": Forms(property: .interactiveSpring, overloads: [
            Overload(parameters: [.p("duration", .number, 0.15), .p("extraBounce", .number, 0),
                                  .p("blendDuration", .number, 0.25)]) {
                .interactiveSpring(duration: $0[0].number, extraBounce: $0[1].number, blendDuration: $0[2].number)
            },
            Overload(parameters: [.p("response", .number, 0.15), .p("dampingFraction", .number, 0.86),
                                  .p("blendDuration", .number, 0.25)]) {
                .interactiveSpring(response: $0[0].number, dampingFraction: $0[1].number, blendDuration: $0[2].number)
            },
        ]),
        "smooth": preset(.smooth) { .smooth(duration: $0, extraBounce: $1) },
        "snappy": preset(.snappy) { .snappy(duration: $0, extraBounce: $1) },
        "bouncy": preset(.bouncy) { .bouncy(duration: $0, extraBounce: $1) },
        "interpolatingSpring": Forms(property: .interpolatingSpring, overloads: [
            Overload(parameters: [.p("mass", .number, 1), .p("stiffness"), .p("damping"), .p("initialVelocity", .number, 0)]) {
                .interpolatingSpring(mass: $0[0].number, stiffness: $0[1].number, damping: $0[2].number,
                                     initialVelocity: $0[3].number)
            },
            Overload(parameters: [.p("duration", .number, 0.5), .p("bounce", .number, 0), .p("initialVelocity", .number, 0)]) {
                .interpolatingSpring(duration: $0[0].number, bounce: $0[1].number, initialVelocity: $0[2].number)
            },
            Overload(parameters: [P(label: nil, kind: .spring), .p("initialVelocity", .number, 0)]) {
                .interpolatingSpring($0[0].spring, initialVelocity: $0[1].number)
            },
        ]),
    ]

    private static func curve(_ curve: UnitCurve) -> Forms<Animation> {
        Forms(property: .timingCurve(curve, duration: 0.35), overloads: [
            Overload(parameters: [.p("duration")]) { .timingCurve(curve, duration: $0[0].number) },
        ])
    }

    /// `.name` and `.name(duration: 0.5, extraBounce: 0)`, the shape of the smooth/snappy/bouncy presets of both
    /// `Animation` and `Spring`.
    private static func preset<T>(_ property: T, _ make: @escaping @Sendable (Double, Double) -> T) -> Forms<T> {
        Forms(property: property, overloads: [
            Overload(parameters: [.p("duration", .number, 0.5), .p("extraBounce", .number, 0)]) { make($0[0].number, $0[1].number) },
        ])
    }

    struct Modifier: Sendable {
        var parameters: [Parameter]
        var build: @Sendable (Animation, [ArgumentValue]) -> Animation
    }

    static let modifiers: [String: [Modifier]] = [
        "delay": [Modifier(parameters: [.p(nil)]) { $0.delay($1[0].number) }],
        "speed": [Modifier(parameters: [.p(nil)]) { $0.speed($1[0].number) }],
        "repeatCount": [Modifier(parameters: [.p(nil, .integer), .p("autoreverses", .bool, 1)]) {
            $0.repeatCount(Int($1[0].number), autoreverses: $1[1].bool)
        }],
        "repeatForever": [Modifier(parameters: [.p("autoreverses", .bool, 1)]) { $0.repeatForever(autoreverses: $1[0].bool) }],
        "logicallyComplete": [Modifier(parameters: [.p("after")]) { $0.logicallyComplete(after: $1[0].number) }],
    ]

    static let springStatics: [String: Forms<Spring>] = [
        "smooth": preset(.smooth) { .smooth(duration: $0, extraBounce: $1) },
        "snappy": preset(.snappy) { .snappy(duration: $0, extraBounce: $1) },
        "bouncy": preset(.bouncy) { .bouncy(duration: $0, extraBounce: $1) },
    ]

    static let springInitializers: [Overload<Spring>] = [
        Overload(parameters: [.p("duration", .number, 0.5), .p("bounce", .number, 0)]) {
            Spring(duration: $0[0].number, bounce: $0[1].number)
        },
        Overload(parameters: [.p("response"), .p("dampingRatio")]) {
            Spring(response: $0[0].number, dampingRatio: $0[1].number)
        },
        Overload(parameters: [.p("mass", .number, 1), .p("stiffness"), .p("damping"), .p("allowOverDamping", .bool, 0)]) {
            Spring(mass: $0[0].number, stiffness: $0[1].number, damping: $0[2].number, allowOverDamping: $0[3].bool)
        },
        Overload(parameters: [.p("settlingDuration"), .p("dampingRatio"), .p("epsilon", .number, 0.001)]) {
            Spring(settlingDuration: $0[0].number, dampingRatio: $0[1].number, epsilon: $0[2].number)
        },
    ]

    static let curveStatics: [String: Forms<UnitCurve>] = [
        "linear": .property(.linear), "easeIn": .property(.easeIn), "easeOut": .property(.easeOut),
        "easeInOut": .property(.easeInOut), "circularEaseIn": .property(.circularEaseIn),
        "circularEaseOut": .property(.circularEaseOut), "circularEaseInOut": .property(.circularEaseInOut),
        "bezier": Forms(property: nil, overloads: [
            Overload(parameters: [P(label: "startControlPoint", kind: .point), P(label: "endControlPoint", kind: .point)]) {
                .bezier(startControlPoint: $0[0].point, endControlPoint: $0[1].point)
            },
        ]),
    ]

    static let pointStatics: [String: Forms<UnitPoint>] = [
        "zero": .property(.zero), "center": .property(.center), "leading": .property(.leading),
        "trailing": .property(.trailing), "top": .property(.top), "bottom": .property(.bottom),
        "topLeading": .property(.topLeading), "topTrailing": .property(.topTrailing),
        "bottomLeading": .property(.bottomLeading), "bottomTrailing": .property(.bottomTrailing),
    ]

    static let pointInitializers: [Overload<UnitPoint>] = [
        Overload(parameters: [.p("x"), .p("y")]) { UnitPoint(x: $0[0].number, y: $0[1].number) },
    ]
}
