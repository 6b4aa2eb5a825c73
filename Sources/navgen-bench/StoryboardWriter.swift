/// Writes a `StoryboardPlan` as an Xcode 15 storyboard: the document header, a tab bar controller, every
/// navigation controller with its bar (pre-iOS 13 attributes and `navigationBarAppearance`s), every screen,
/// a storyboard reference and the embedded resources.
struct StoryboardWriter {
    var random: SplitMix64
    var ids: IBIdentifiers

    mutating func write(_ plan: StoryboardPlan) -> String {
        var xml = XMLText(capacity: plan.screens.count * 4_096)
        xml.line(#"<?xml version="1.0" encoding="UTF-8"?>"#)
        xml.open(#"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="\#(plan.tabBarID)">"#)
        xml.line(#"<device id="retina6_12" orientation="portrait" appearance="light"/>"#)
        xml.open("<dependencies>")
        xml.line(#"<deployment version="5120" identifier="iOS"/>"#)
        xml.line(#"<plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>"#)
        xml.line(#"<capability name="Named colors" minToolsVersion="9.0"/>"#)
        xml.line(#"<capability name="Safe area layout guides" minToolsVersion="9.0"/>"#)
        xml.line(#"<capability name="System colors in document resources" minToolsVersion="11.0"/>"#)
        xml.line(#"<capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>"#)
        xml.close("</dependencies>")
        xml.open("<scenes>")
        writeTabBar(plan, into: &xml)
        var column = 0
        for stack in plan.stacks {
            writeNavigationController(stack, plan: plan, column: column, into: &xml)
            for (row, index) in stack.screens.enumerated() {
                var scene = SceneWriter(random: random, ids: ids)
                scene.write(plan.screens[index], plan: plan, x: column * 800 + 800, y: row * 900, into: &xml)
                (random, ids) = (scene.random, scene.ids)
            }
            column += 1
        }
        if let child = plan.embeddedChild {
            var scene = SceneWriter(random: random, ids: ids)
            scene.write(plan.screens[child], plan: plan, x: -800, y: 900, into: &xml)
            (random, ids) = (scene.random, scene.ids)
        }
        if let reference = plan.reference {
            xml.open(#"<scene sceneID="\#(ids.next())">"#)
            xml.open("<objects>")
            xml.line(#"<viewControllerPlaceholder storyboardName="\#(reference.storyboardName)" referencedIdentifier="\#(reference.referencedIdentifier)" id="\#(reference.id)" sceneMemberID="viewController"/>"#)
            xml.line(#"<placeholder placeholderIdentifier="IBFirstResponder" id="\#(ids.next())" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>"#)
            xml.close("</objects>")
            xml.line(#"<point key="canvasLocation" x="-800" y="0.0"/>"#)
            xml.close("</scene>")
        }
        xml.close("</scenes>")
        writeResources(into: &xml)
        xml.close("</document>")
        return xml.text
    }

    private mutating func writeTabBar(_ plan: StoryboardPlan, into xml: inout XMLText) {
        xml.open(#"<scene sceneID="\#(ids.next())">"#)
        xml.open("<objects>")
        xml.open(#"<tabBarController storyboardIdentifier="\#(plan.name)Tabs" id="\#(plan.tabBarID)" sceneMemberID="viewController">"#)
        xml.open(#"<tabBar key="tabBar" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" id="\#(ids.next())">"#)
        xml.line(#"<rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/>"#)
        xml.line(#"<autoresizingMask key="autoresizingMask"/>"#)
        xml.line(#"<color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="calibratedWhite"/>"#)
        xml.close("</tabBar>")
        xml.open("<connections>")
        for stack in plan.stacks where stack.inTabBar {
            xml.line(#"<segue destination="\#(stack.navigationID)" kind="relationship" relationship="viewControllers" id="\#(ids.next())"/>"#)
        }
        xml.close("</connections>")
        xml.close("</tabBarController>")
        xml.line(#"<placeholder placeholderIdentifier="IBFirstResponder" id="\#(ids.next())" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>"#)
        xml.close("</objects>")
        xml.line(#"<point key="canvasLocation" x="-1600" y="0.0"/>"#)
        xml.close("</scene>")
    }

    private mutating func writeNavigationController(_ stack: StoryboardPlan.Stack, plan: StoryboardPlan, column: Int,
                                                    into xml: inout XMLText) {
        let root = plan.screens[stack.screens[0]]
        xml.line("<!--Navigation Controller \(root.number)-->")
        xml.open(#"<scene sceneID="\#(ids.next())">"#)
        xml.open("<objects>")
        xml.open(#"<navigationController storyboardIdentifier="\#(stack.storyboardIdentifier)" automaticallyAdjustsScrollViewInsets="NO" id="\#(stack.navigationID)" sceneMemberID="viewController">"#)
        if stack.inTabBar {
            xml.line(#"<tabBarItem key="tabBarItem" title="Tab \#(root.number)" image="star" catalog="system" id="\#(ids.next())"/>"#)
        }
        xml.line("<toolbarItems/>")
        let style = random.pick(["", #" barStyle="black""#, #" barStyle="default""#])
        let translucent = random.chance(0.3) ? #" translucent="NO""# : ""
        let large = random.chance(0.3) ? #" largeTitles="YES""# : ""
        xml.open(#"<navigationBar key="navigationBar" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO"\#(style)\#(translucent)\#(large) id="\#(ids.next())">"#)
        xml.line(#"<rect key="frame" x="0.0" y="59" width="393" height="44"/>"#)
        xml.line(#"<autoresizingMask key="autoresizingMask"/>"#)
        if random.chance(0.5) { xml.line(IBColors.opaque(key: "barTintColor", random: &random)) }
        if random.chance(0.5) { xml.line(IBColors.element(key: "tintColor", random: &random)) }
        writeTextAttributes("titleTextAttributes", size: 17, into: &xml)
        if random.chance(0.4) { writeTextAttributes("largeTitleTextAttributes", size: 34, into: &xml) }
        if random.chance(0.6) {
            for key in ["standardAppearance", "scrollEdgeAppearance"] {
                xml.open(#"<navigationBarAppearance key="\#(key)">"#)
                xml.line(IBColors.opaque(key: "backgroundColor", random: &random))
                if random.chance(0.5) { xml.line(#"<color key="shadowColor" white="0.0" alpha="0.29999999999999999" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#) }
                writeTextAttributes("titleTextAttributes", size: 17, into: &xml)
                xml.close("</navigationBarAppearance>")
            }
        }
        xml.close("</navigationBar>")
        xml.line(#"<nil name="viewControllers"/>"#)
        if random.chance(0.3) {
            xml.open("<userDefinedRuntimeAttributes>")
            xml.line(#"<userDefinedRuntimeAttribute type="string" keyPath="navgen.tintColor" value="{color.brand.accent}"/>"#)
            xml.close("</userDefinedRuntimeAttributes>")
        }
        xml.open("<connections>")
        xml.line(#"<segue destination="\#(root.id)" kind="relationship" relationship="rootViewController" id="\#(ids.next())"/>"#)
        xml.close("</connections>")
        xml.close("</navigationController>")
        xml.line(#"<placeholder placeholderIdentifier="IBFirstResponder" id="\#(ids.next())" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>"#)
        xml.close("</objects>")
        xml.line(#"<point key="canvasLocation" x="\#(column * 800)" y="-900"/>"#)
        xml.close("</scene>")
    }

    private mutating func writeTextAttributes(_ key: String, size: Int, into xml: inout XMLText) {
        xml.open(#"<textAttributes key="\#(key)">"#)
        xml.line(#"<fontDescription key="fontDescription" type="boldSystem" pointSize="\#(size)"/>"#)
        xml.line(IBColors.element(key: "textColor", random: &random))
        xml.close("</textAttributes>")
    }

    private mutating func writeResources(into xml: inout XMLText) {
        xml.open("<resources>")
        xml.line(#"<image name="photo" catalog="system" width="128" height="93"/>"#)
        xml.line(#"<image name="star" catalog="system" width="128" height="116"/>"#)
        for name in IBColors.namedColors {
            xml.open(#"<namedColor name="\#(name)">"#)
            xml.line(IBColors.opaque(key: "", random: &random))
            xml.close("</namedColor>")
        }
        for color in IBColors.systemColors {
            xml.open(#"<systemColor name="\#(color.name)">"#)
            xml.line(#"<color white="\#(color.white)" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#)
            xml.close("</systemColor>")
        }
        xml.close("</resources>")
    }
}
