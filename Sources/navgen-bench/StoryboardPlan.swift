/// What one synthetic storyboard holds, decided before any XML is written: navigation stacks (some in a tab
/// bar, the others presented), pushes inside each stack, presentations, unwinds, an embedded child and a
/// reference into the previous storyboard — so every segue kind Interface Builder writes appears.
struct StoryboardPlan {
    enum Trigger { case controller, button, cell, barButton }

    struct Segue {
        var id: String
        var kind: String
        var destination: String
        var identifier: String?
        var customClass: String?
        var unwindAction: String?
        var trigger: Trigger
    }

    struct Screen {
        var id: String
        /// Numbered across the whole input set, for names and titles.
        var number: Int
        var isTable: Bool
        var isRoot: Bool
        var segues: [Segue] = []
        /// The scene's exit object, when the screen unwinds.
        var exitID: String?
        /// The container view's child, when the screen embeds one.
        var embeds: String?
    }

    struct Stack {
        var navigationID: String
        var storyboardIdentifier: String
        var screens: [Int]
        var inTabBar: Bool
    }

    /// A `<viewControllerPlaceholder>` for a controller of another storyboard.
    struct Reference {
        var id: String
        var storyboardName: String
        var referencedIdentifier: String
    }

    var name: String
    var tabBarID: String
    var screens: [Screen] = []
    var stacks: [Stack] = []
    var reference: Reference?
    /// The screen that only appears inside another screen's container view.
    var embeddedChild: Int?

    /// `previous` names a navigation controller of an earlier storyboard that this one presents.
    init(name: String, screenCount: Int, firstNumber: Int, previous: (storyboard: String, identifier: String)?,
         ids: inout IBIdentifiers, random: inout SplitMix64) {
        self.name = name
        tabBarID = ids.next()
        for offset in 0..<screenCount {
            screens.append(Screen(id: ids.next(), number: firstNumber + offset, isTable: random.chance(0.3), isRoot: false))
        }
        // The last screen lives only inside the first screen's container view.
        let stacked = screenCount >= 3 ? screenCount - 1 : screenCount
        var start = 0
        while start < stacked {
            let count = min(random.int(in: 4...9), stacked - start)
            stacks.append(Stack(navigationID: ids.next(), storyboardIdentifier: "\(name)Stack\(stacks.count)",
                                screens: Array(start..<(start + count)), inTabBar: false))
            start += count
        }
        let tabs = max(1, min(5, stacks.count / 2))
        for index in stacks.indices {
            stacks[index].inTabBar = index < tabs
            planStack(stacks[index], ids: &ids, random: &random)
        }
        for index in stacks.indices.dropFirst(tabs) {
            planPresentation(of: stacks[index].navigationID, from: stacks[random.int(index)], ids: &ids, random: &random)
        }
        if stacked < screenCount {
            screens[stacks[0].screens[0]].embeds = screens[stacked].id
            embeddedChild = stacked
        }
        if let previous {
            let placeholder = Reference(id: ids.next(), storyboardName: previous.storyboard, referencedIdentifier: previous.identifier)
            reference = placeholder
            planPresentation(of: placeholder.id, from: stacks[0], ids: &ids, random: &random)
        }
    }

    private mutating func planStack(_ stack: Stack, ids: inout IBIdentifiers, random: inout SplitMix64) {
        screens[stack.screens[0]].isRoot = true
        for position in stack.screens.indices.dropFirst() {
            let parent = stack.screens[random.int(in: max(0, position - 3)...(position - 1))]
            let target = screens[stack.screens[position]]
            let kind = random.pick(["show", "show", "show", "show", "show", "push", "push", "show"])
            let trigger: Trigger = screens[parent].isTable ? .cell : random.pick([.button, .button, .controller, .barButton])
            screens[parent].segues.append(Segue(id: ids.next(), kind: kind, destination: target.id,
                                                identifier: "show\(target.number)", trigger: trigger))
            if position >= 2, random.chance(0.2) {
                let exit = ids.next()
                screens[stack.screens[position]].exitID = exit
                screens[stack.screens[position]].segues.append(Segue(
                    id: ids.next(), kind: "unwind", destination: exit, identifier: "unwindFrom\(target.number)",
                    unwindAction: "unwindToStack:", trigger: .controller))
            }
        }
    }

    private mutating func planPresentation(of destination: String, from stack: Stack, ids: inout IBIdentifiers,
                                           random: inout SplitMix64) {
        let presenter = random.pick(stack.screens)
        var segue = Segue(id: ids.next(), kind: random.pick(["presentation", "modal", "popover", "custom"]),
                          destination: destination, identifier: "present\(screens[presenter].segues.count)From\(screens[presenter].number)",
                          trigger: random.pick([.barButton, .button, .controller]))
        if segue.kind == "custom" { segue.customClass = "FadeSegue" }
        if screens[presenter].isTable, segue.trigger == .button { segue.trigger = .controller }
        screens[presenter].segues.append(segue)
    }
}
