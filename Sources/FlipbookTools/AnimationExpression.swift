import Foundation
import Flipbook

/// Turns an animation written as in Swift — `.spring(response: 0.5, dampingFraction: 0.6).delay(0.1)`,
/// `.bouncy`, `Animation.easeInOut(duration: 1).repeatCount(3)` — into an ``Animation``.
///
/// Every public constructor and modifier of SwiftUI's `Animation` is understood, with `Spring` values
/// (`Spring(duration:bounce:)`, `.bouncy`, …), `UnitCurve` values and `UnitPoint`s as arguments. Errors point at
/// the offending character, say what was expected and suggest the nearest valid name.
public enum AnimationExpression {
    public static func parse(_ source: String) throws -> Animation {
        let syntax = try ExpressionParser.parse(source)
        return try Evaluator(source: source).animation(syntax)
    }
}

/// A typed value an argument evaluates to.
enum ArgumentValue: Sendable {
    case number(Double)
    case bool(Bool)
    case spring(Spring)
    case curve(UnitCurve)
    case point(UnitPoint)

    var number: Double { if case .number(let v) = self { return v }; return 0 }
    var bool: Bool { if case .bool(let v) = self { return v }; return false }
    var spring: Spring { if case .spring(let v) = self { return v }; return Spring() }
    var curve: UnitCurve { if case .curve(let v) = self { return v }; return .linear }
    var point: UnitPoint { if case .point(let v) = self { return v }; return .zero }
}

/// One parameter of a signature.
struct Parameter: Sendable {
    enum Kind: String, Sendable { case number = "a number", integer = "an integer", bool = "true or false",
                        spring = "a Spring", curve = "a UnitCurve", point = "a UnitPoint" }
    var label: String?
    var kind: Kind
    var defaultValue: ArgumentValue?

    static func p(_ label: String?, _ kind: Kind = .number, _ defaultValue: Double? = nil) -> Parameter {
        Parameter(label: label, kind: kind, defaultValue: defaultValue.map { kind == .bool ? .bool($0 != 0) : .number($0) })
    }
}

/// One callable form: its parameters and how to build the result from their values.
struct Overload<Result: Sendable>: Sendable {
    var parameters: [Parameter]
    var build: @Sendable ([ArgumentValue]) -> Result

    var signature: String { Parameter.signature(of: parameters) }
}

extension Parameter {
    /// Swift's spelling of a signature's labels: `(duration:bounce:)`, `(_:autoreverses:)`.
    static func signature(of parameters: [Parameter]) -> String {
        "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
}

struct Evaluator {
    let source: String

    func error(_ message: String, at offset: Int) -> ExpressionError {
        ExpressionError(message: message, source: source, offset: offset)
    }

    // MARK: Animations

    func animation(_ expression: Expression) throws -> Animation {
        switch expression {
        case .member(let base, let name, let at) where isStaticBase(base):
            guard let forms = Catalogue.animationStatics[name] else { throw unknown(name, at: at, kind: "animation", in: Catalogue.animationStatics) }
            guard let property = forms.property else { throw needsArguments(name, forms.overloads.map(\.parameters), at: at) }
            return property
        case .call(.member(let base, let name, let at), let arguments, let paren) where isStaticBase(base):
            guard let forms = Catalogue.animationStatics[name] else { throw unknown(name, at: at, kind: "animation", in: Catalogue.animationStatics) }
            guard !forms.overloads.isEmpty else { throw error("'\(name)' takes no arguments; write '.\(name)'", at: paren) }
            return try call(name, forms.overloads, arguments, at: paren)
        case .call(.member(.some(let base), let name, let at), let arguments, let paren):
            let animation = try self.animation(base)
            guard let modifier = Catalogue.modifiers[name] else { throw unknown(name, at: at, kind: "modifier", in: Catalogue.modifiers) }
            return try call(name, modifier.map { form in Overload(parameters: form.parameters) { form.build(animation, $0) } },
                            arguments, at: paren)
        case .member(.some(let base), let name, let at):
            _ = try self.animation(base)
            if let modifier = Catalogue.modifiers[name] { throw needsArguments(name, modifier.map(\.parameters), at: at) }
            throw unknown(name, at: at, kind: "modifier", in: Catalogue.modifiers)
        case .name(let name, let at):
            throw error("expected an animation such as '.\(nearest(name, in: Array(Catalogue.animationStatics.keys)) ?? "spring")'; a leading '.' or 'Animation.' is needed", at: at)
        default:
            throw error("expected an animation such as '.easeInOut' or '.spring(duration: 0.5)'", at: expression.offset)
        }
    }

    /// `'delay' needs arguments: .delay(_:)`, listing every form.
    private func needsArguments(_ name: String, _ forms: [[Parameter]], at offset: Int) -> ExpressionError {
        error("'\(name)' needs arguments: \(forms.map { ".\(name)\(Parameter.signature(of: $0))" }.joined(separator: " or "))", at: offset)
    }

    private func isStaticBase(_ base: Expression?) -> Bool {
        switch base {
        case nil: return true
        case .name("Animation", _): return true
        default: return false
        }
    }

    private func unknown<T>(_ name: String, at offset: Int, kind: String, in table: [String: T]) -> ExpressionError {
        if kind == "animation", Catalogue.modifiers[name] != nil {
            return error("'\(name)' is a modifier: apply it to an animation, e.g. '.easeIn.\(name)(…)'", at: offset)
        }
        let names = table.keys.sorted()
        var message = "unknown \(kind) '\(name)'"
        if let suggestion = nearest(name, in: names) { message += "; did you mean '\(suggestion)'?" }
        message += " Valid: \(names.joined(separator: ", "))"
        return error(message, at: offset)
    }

    // MARK: Calls

    /// Picks the first overload whose labels and types fit, in the order SwiftUI would prefer them. When none
    /// fits, reports the error of the form that got furthest through the arguments.
    func call<R>(_ name: String, _ overloads: [Overload<R>], _ arguments: [Expression.Argument], at paren: Int) throws -> R {
        var furthestError: ExpressionError?
        for overload in overloads {
            do {
                return overload.build(try bind(arguments, to: overload.parameters, at: paren))
            } catch let e as ExpressionError {
                if furthestError == nil || e.offset > furthestError!.offset { furthestError = e }
            }
        }
        let forms = overloads.map { name + $0.signature }.joined(separator: ", ")
        let base = furthestError ?? error("no form of '\(name)' takes these arguments", at: paren)
        throw error("\(base.message) (forms: \(forms))", at: base.offset)
    }

    private func bind(_ arguments: [Expression.Argument], to parameters: [Parameter], at paren: Int) throws -> [ArgumentValue] {
        var values: [ArgumentValue] = []
        var next = 0
        for parameter in parameters {
            if next < arguments.count, arguments[next].label == parameter.label {
                values.append(try value(arguments[next].value, as: parameter.kind))
                next += 1
            } else if let defaultValue = parameter.defaultValue {
                values.append(defaultValue)
            } else {
                let at = next < arguments.count ? arguments[next].offset : paren
                let wanted = parameter.label.map { "'\($0):'" } ?? "an unlabelled argument"
                throw error("expected \(wanted) (\(parameter.kind.rawValue))", at: at)
            }
        }
        if next < arguments.count {
            let extra = arguments[next]
            var message = "unexpected argument \(extra.label.map { "'\($0):'" } ?? "'\(source.dropFirst(extra.offset).prefix(12))…'")"
            if let label = extra.label, let suggestion = nearest(label, in: parameters.compactMap(\.label)) {
                message += "; did you mean '\(suggestion):'?"
            }
            throw error(message, at: extra.offset)
        }
        return values
    }

    // MARK: Argument values

    func value(_ expression: Expression, as kind: Parameter.Kind) throws -> ArgumentValue {
        switch kind {
        case .number:
            guard case .number(let v, _) = expression else { throw error("expected a number", at: expression.offset) }
            return .number(v)
        case .integer:
            guard case .number(let v, let at) = expression else { throw error("expected an integer", at: expression.offset) }
            guard v == v.rounded(), abs(v) < 1e9 else { throw error("expected an integer, not \(v)", at: at) }
            return .number(v)
        case .bool:
            guard case .name(let name, let at) = expression else { throw error("expected true or false", at: expression.offset) }
            guard name == "true" || name == "false" else { throw error("expected true or false, not '\(name)'", at: at) }
            return .bool(name == "true")
        case .spring:
            return .spring(try typed(expression, type: "Spring", statics: Catalogue.springStatics,
                                     initializers: Catalogue.springInitializers))
        case .curve:
            return .curve(try typed(expression, type: "UnitCurve", statics: Catalogue.curveStatics, initializers: []))
        case .point:
            return .point(try typed(expression, type: "UnitPoint", statics: Catalogue.pointStatics,
                                    initializers: Catalogue.pointInitializers))
        }
    }

    /// `.name`, `Type.name`, `.name(…)`, `Type.name(…)` or `Type(…)` for a value of `type`.
    private func typed<T>(_ expression: Expression, type: String, statics: [String: Forms<T>],
                          initializers: [Overload<T>]) throws -> T {
        func isType(_ base: Expression?) -> Bool {
            if base == nil { return true }
            if case .name(type, _) = base { return true }
            return false
        }
        switch expression {
        case .member(let base, let name, let at) where isType(base):
            guard let forms = statics[name] else { throw unknown(name, at: at, kind: type, in: statics) }
            guard let property = forms.property else { throw needsArguments(name, forms.overloads.map(\.parameters), at: at) }
            return property
        case .call(.member(let base, let name, let at), let arguments, let paren) where isType(base):
            guard let forms = statics[name] else { throw unknown(name, at: at, kind: type, in: statics) }
            return try call(name, forms.overloads, arguments, at: paren)
        case .call(.name(type, _), let arguments, let paren) where !initializers.isEmpty:
            return try call(type, initializers, arguments, at: paren)
        default:
            throw error("expected a \(type) such as '\(type).\(statics.keys.sorted().first ?? "")'", at: expression.offset)
        }
    }
}

/// The forms a static member has: a property (no parentheses) and/or functions.
struct Forms<T: Sendable>: Sendable {
    var property: T?
    var overloads: [Overload<T>]

    static func property(_ value: T) -> Forms { Forms(property: value, overloads: []) }
}
